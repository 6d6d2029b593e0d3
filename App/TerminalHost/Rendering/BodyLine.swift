/// One line of the content that scrolls, with the focus targets drawn on it, so the content can
/// scroll to show the focus.
struct BodyLine: Sendable {
    /// How a line without targets goes with its neighbours when the content scrolls to show a target.
    enum Attachment: Sendable {
        /// On its own.
        case none
        /// Shown with the target after it (a section's header before its first row).
        case next
        /// Shown with the target before it (a field's message under the field).
        case previous
    }

    /// The text.
    var line: TextLine
    /// The targets drawn on it (several for a row of buttons).
    var targets: [FocusTarget] = []
    /// How it goes with its neighbours.
    var attachment: Attachment = .none

    /// A line of `line`, carrying `targets`.
    init(_ line: TextLine, targets: [FocusTarget] = [], attachment: Attachment = .none) {
        self.line = line
        self.targets = targets
        self.attachment = attachment
    }
}

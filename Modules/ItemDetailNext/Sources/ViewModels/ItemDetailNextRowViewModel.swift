import ViperKit

/// One line of the item's details, as text ready to display.
struct ItemDetailNextRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `created`, `status`).
    let id: String
    /// The main text.
    let title: String
    /// The value next to it, if any.
    var detail: String?
    /// The colour meaning of the line.
    var tone: Tone = .normal
    /// Whether selecting the line does something (the status line, unless a change is saving).
    var isSelectable = false
}

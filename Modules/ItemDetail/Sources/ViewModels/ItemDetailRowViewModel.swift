import ViperKit

/// One line of the item's details, as text ready to display.
struct ItemDetailRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `created`, `status`).
    let id: String
    /// The main text.
    let title: String
    /// The value next to it, if any.
    let detail: String?
    /// The colour meaning of the line.
    let tone: Tone

    /// Creates a line.
    init(id: String, title: String, detail: String? = nil, tone: Tone = .normal) {
        self.id = id
        self.title = title
        self.detail = detail
        self.tone = tone
    }
}

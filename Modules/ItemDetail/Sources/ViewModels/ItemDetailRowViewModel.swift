import ViperKit

/// One line of the item's details, as text ready to display.
public struct ItemDetailRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`name`, `created`, `status`).
    public let id: String
    /// The main text.
    public let title: String
    /// The value next to it, if any.
    public let detail: String?
    /// The colour meaning of the line.
    public let tone: Tone

    /// Creates a line.
    public init(id: String, title: String, detail: String? = nil, tone: Tone = .normal) {
        self.id = id
        self.title = title
        self.detail = detail
        self.tone = tone
    }
}

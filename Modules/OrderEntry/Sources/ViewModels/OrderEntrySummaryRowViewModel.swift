import ViperKit

/// One line of the saved order's summary, as text ready to display.
public struct OrderEntrySummaryRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`product`, `quantity`, `item-total`, `tax`, `order-total`, `status`).
    public let id: String
    /// The line's label.
    public let title: String
    /// Its value.
    public let detail: String
    /// The colour meaning of the line.
    public let tone: Tone

    /// Creates a line.
    public init(id: String, title: String, detail: String, tone: Tone = .normal) {
        self.id = id
        self.title = title
        self.detail = detail
        self.tone = tone
    }
}

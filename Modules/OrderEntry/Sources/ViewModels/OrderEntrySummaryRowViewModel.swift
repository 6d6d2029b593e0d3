import ViperKit

/// One line of the saved order's summary, as text ready to display.
struct OrderEntrySummaryRowViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the line (`product`, `quantity`, `item-total`, `tax`, `order-total`, `status`).
    let id: String
    /// The line's label.
    let title: String
    /// Its value.
    let detail: String
    /// The colour meaning of the line.
    let tone: Tone

    /// Creates a line.
    init(id: String, title: String, detail: String, tone: Tone = .normal) {
        self.id = id
        self.title = title
        self.detail = detail
        self.tone = tone
    }
}

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
    var tone: Tone = .normal
}

import ViperKit

/// One order of the history, as text ready to display.
struct OrderHistoryRowViewModel: Sendable, Equatable, Identifiable {
    /// The order's id.
    let id: String
    /// What was ordered for whom, such as "Ada Lovelace — 3 × Widget".
    let title: String
    /// When, how much and the status, such as "14:05 · US$40.50 · Sent".
    let detail: String
    /// `.secondary` for an order still pending, `.normal` for one sent.
    let tone: Tone
    /// `true` while the order waits to be sent.
    let isPending: Bool
}

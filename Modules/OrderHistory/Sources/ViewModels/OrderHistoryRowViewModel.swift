import ViperKit

/// One order of the history, as text ready to display.
public struct OrderHistoryRowViewModel: Sendable, Equatable, Identifiable {
    /// The order's id.
    public let id: String
    /// What was ordered for whom, such as "Ada Lovelace — 3 × Widget".
    public let title: String
    /// When, how much and the status, such as "14:05 · $40.50 · Sent".
    public let detail: String
    /// `.secondary` for an order still pending, `.normal` for one sent.
    public let tone: Tone
    /// `true` while the order waits to be sent.
    public let isPending: Bool

    /// Creates a row.
    public init(id: String, title: String, detail: String, tone: Tone, isPending: Bool) {
        self.id = id
        self.title = title
        self.detail = detail
        self.tone = tone
        self.isPending = isPending
    }
}

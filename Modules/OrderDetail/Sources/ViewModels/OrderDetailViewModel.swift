import ViperKit

/// Everything the order detail screen shows, as text ready to display.
struct OrderDetailViewModel: Sendable, Equatable {
    /// The screen's title: "Order", or the product and quantity once loaded.
    var title: String
    /// Whether the order is shown, loading or failed, with the message to show.
    var status: ScreenStatus
    /// A banner above the rows (the offline copy, or why sending again failed), if any.
    var notice: String?
    /// The order's values, one per line.
    var rows: [OrderDetailRowViewModel]
    /// The "Send again" button's title ("Sending…" while it runs), for an order that is not sent.
    var sendAgainTitle: String?
    /// Whether "Send again" can be pressed (not while a send runs).
    var isSendAgainEnabled: Bool
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
}

import ViperKit

/// Everything the order history screen shows, as text ready to display.
struct OrderHistoryViewModel: Sendable, Equatable {
    /// The screen's title.
    var title: String
    /// Whether the orders are shown, loading, empty or failed, with the message to show.
    var status: ScreenStatus
    /// A banner above the list (the orders are the copy saved on this device), if any.
    var notice: String?
    /// The label of the grand total, when there are orders.
    var grandTotalTitle: String?
    /// The sum of every order as currency, when there are orders.
    var grandTotal: String?
    /// The retry button's title, when a failed load can be tried again.
    var retryTitle: String?
}

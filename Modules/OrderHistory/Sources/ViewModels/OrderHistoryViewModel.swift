import ViperKit

/// Everything the order history screen shows, as text ready to display.
public struct OrderHistoryViewModel: Sendable, Equatable {
    /// The screen's title.
    public var title: String
    /// Whether the orders are shown, loading, empty or failed, with the message to show.
    public var status: ScreenStatus
    /// A banner above the list (the orders are the copy saved on this device), if any.
    public var notice: String?
    /// The days, newest first.
    public var days: [OrderHistoryDayViewModel]
    /// The label of the grand total, when there are orders.
    public var grandTotalTitle: String?
    /// The sum of every order as currency, when there are orders.
    public var grandTotal: String?
    /// The retry button's title, when a failed load can be tried again.
    public var retryTitle: String?

    /// Creates a view model.
    public init(
        title: String,
        status: ScreenStatus,
        notice: String?,
        days: [OrderHistoryDayViewModel],
        grandTotalTitle: String?,
        grandTotal: String?,
        retryTitle: String?
    ) {
        self.title = title
        self.status = status
        self.notice = notice
        self.days = days
        self.grandTotalTitle = grandTotalTitle
        self.grandTotal = grandTotal
        self.retryTitle = retryTitle
    }
}

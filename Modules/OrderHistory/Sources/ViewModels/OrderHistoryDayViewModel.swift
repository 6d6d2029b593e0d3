/// One day of the history: its title, its orders and its total, as text ready to display.
public struct OrderHistoryDayViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the day, such as "day-2026-11-22".
    public let id: String
    /// The day's title, such as "Sun 22 Nov 2026".
    public let title: String
    /// The day's orders, newest first.
    public let orders: [OrderHistoryRowViewModel]
    /// The label of the day's total, such as "Total (2 orders)".
    public let totalTitle: String
    /// The day's total as currency.
    public let total: String

    /// Creates a day.
    public init(id: String, title: String, orders: [OrderHistoryRowViewModel], totalTitle: String, total: String) {
        self.id = id
        self.title = title
        self.orders = orders
        self.totalTitle = totalTitle
        self.total = total
    }
}

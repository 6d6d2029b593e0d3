/// One day of the history: its title and its total, as text ready to display (its orders are read
/// one by one through the presenter's indexed accessor).
struct OrderHistoryDayViewModel: Sendable, Equatable, Identifiable {
    /// Identifies the day, such as "day-2026-11-22".
    let id: String
    /// The day's title, such as "Sun, 22 Nov 2026" ("So. 22. Nov. 2026" in German).
    let title: String
    /// The label of the day's total, such as "Total (2 orders)".
    let totalTitle: String
    /// The day's total as currency.
    let total: String
}

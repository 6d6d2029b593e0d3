import Domain
import Foundation

/// What the order history use case reports, to its presenter, as seed 002's report: Start; then
/// per day a group header, its orders and a group footer with the day's total (or "no orders", or
/// the error); then End with the grand total.
@MainActor
protocol OrderHistoryInteractorOutput: AnyObject {
    /// A new report starts.
    func presentOrderHistoryStart()
    /// The orders of calendar day `day` follow (`day` is the day's first instant in the use case's
    /// calendar); days come newest first.
    func presentDayStart(day: Date)
    /// One order of the current day; newest first.
    func present(order: OrderHistoryOrderPresentationModel)
    /// The current day's orders ended: `total` is the sum of their totals (pending ones included)
    /// and `count` how many there were.
    func presentDayEnd(day: Date, total: Money, count: Int)
    /// The user has no orders yet.
    func presentNoOrders()
    /// The orders could not be read.
    func present(error: ServiceError)
    /// The report ended. `grandTotal` is the sum of every order's total (zero when there are none
    /// or reading failed); `isOffline` is `true` when the orders are the copy saved on this device
    /// because the server could not be reached.
    func presentOrderHistoryEnd(grandTotal: Money, isOffline: Bool)
}

import Domain
import Foundation

/// What the order history presenter can ask of its view. For
/// ``OrderHistoryPresenter/eventViewReady()`` and ``OrderHistoryPresenter/eventRetry()``: "Loading
/// orders…", then the days with their orders and totals and the grand total, or why they could not
/// be read.
@MainActor
protocol OrderHistoryView: AnyObject {
    /// Shows `viewModel` (the status, the notice, the grand total and the retry button) and the
    /// days, reading each day and each of its orders through the presenter's indexed accessor.
    func display(_ viewModel: OrderHistoryViewModel)
}

/// What the order history view tells its presenter, and the indexed accessor it reads the days
/// and their orders through (as a sectioned table view's data source does).
@MainActor
protocol OrderHistoryPresenter: AnyObject {
    /// How many days are shown.
    var dayCount: Int { get }
    /// Day `index` (`0 ..< dayCount`), newest first: its title and total.
    func day(at index: Int) -> OrderHistoryDayViewModel
    /// How many orders day `day` has.
    func orderCount(inDay day: Int) -> Int
    /// Order `index` (`0 ..< orderCount(inDay: day)`) of day `day`, newest first.
    func order(at index: Int, inDay day: Int) -> OrderHistoryRowViewModel
    func eventViewReady()
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func eventViewAppeared()
    func eventRetry()
    /// The user selected the row of order `id`.
    func eventSelectOrder(id: String)
}

/// The order history use case: every order of the logged-in user, newest first, grouped by
/// calendar day with a total per day and a grand total. Its results go to the
/// ``OrderHistoryInteractorOutput``; it never formats anything for display.
@MainActor
protocol OrderHistoryInteractor: AnyObject {
    /// The list was placed on screen (or a failed load is retried): read the orders and report
    /// them, from Start to End. The outcome goes to ``OrderHistoryViewReadyOutput``.
    func eventViewReady()
}

/// Everything the order history use case reports, to its presenter: the output of its one event.
typealias OrderHistoryInteractorOutput = OrderHistoryViewReadyOutput

/// What the order history use case reports for ``OrderHistoryInteractor/eventViewReady()``: Start;
/// then per day a group header, its orders and a group footer with the day's total (or "no
/// orders", or the error); then End with the grand total.
@MainActor
protocol OrderHistoryViewReadyOutput: AnyObject {
    /// A new list starts.
    func presentOrderListStart()
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
    /// The list ended. `grandTotal` is the sum of every order's total (zero when there are none
    /// or reading failed); `isOffline` is `true` when the orders are the copy saved on this device
    /// because the server could not be reached.
    func presentOrderListEnd(grandTotal: Money, isOffline: Bool)
}

/// Where the order history can go.
@MainActor
protocol OrderHistoryRouter: AnyObject {
    /// Shows order `id` (the history reads it again when it appears again, so it needs no delegate).
    func routeToOrder(id: String)
}

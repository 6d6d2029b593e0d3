import ViperKit

/// The order history use case: every order of the logged-in user, newest first, grouped by
/// calendar day with a total per day (seed 002's transaction report). Its results go to the
/// ``OrderHistoryInteractorOutput``; it never formats anything for display.
@MainActor
protocol OrderHistoryInteractor: ViperInteractor {
    /// The list was placed on screen (or a failed load is retried): read the orders and report
    /// them as a report, from Start to End.
    func eventViewReady()
}

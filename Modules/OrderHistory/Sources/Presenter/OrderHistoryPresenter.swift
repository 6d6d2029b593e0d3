import ViperKit

/// What the order history view tells its presenter.
@MainActor
protocol OrderHistoryPresenter: ViperPresenter {
    /// The view was placed on screen.
    func eventViewReady()
    /// The user asked to try a failed load again.
    func eventRetry()
}

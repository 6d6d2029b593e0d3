import ViperKit

/// What the Order history view tells its presenter.
@MainActor
public protocol OrderHistoryPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user moved the list to show the rows from `offset` on.
    func didScroll(to offset: Int)
    /// The user selected the record with `id`.
    func didSelectRecord(id: String)
    /// The user asked to try a failed load again.
    func didTapRetry()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

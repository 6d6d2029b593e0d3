import ViperKit

/// What the item detail view tells its presenter.
@MainActor
protocol ItemDetailPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed "Enable" or "Disable".
    func didTapToggle()
    /// The user asked to try a failed load again.
    func didTapRetry()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

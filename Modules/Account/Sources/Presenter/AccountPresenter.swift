import ViperKit

/// What the account view tells its presenter (seed 004's `ListPresenterProtocol`).
@MainActor
protocol AccountPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user selected the detail with `id`.
    func didSelectDetail(id: String)
    /// The user pressed the next-screen button.
    func didTapNextScreen()
    /// The user pressed the dismiss button.
    func didTapDismiss()
    /// The user asked to try a failed load again.
    func didTapRetry()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

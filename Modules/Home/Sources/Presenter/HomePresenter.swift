import ViperKit

/// What the Home view tells its presenter.
@MainActor
public protocol HomePresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed the screen's action.
    func didTapContinue()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

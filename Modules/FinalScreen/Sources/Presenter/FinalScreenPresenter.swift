import ViperKit

/// What the Final screen view tells its presenter.
@MainActor
public protocol FinalScreenPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed the screen's action.
    func didTapContinue()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

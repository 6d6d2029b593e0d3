import ViperKit

/// What the Contact detail view tells its presenter.
@MainActor
public protocol ContactDetailPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed the screen's action.
    func didTapContinue()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

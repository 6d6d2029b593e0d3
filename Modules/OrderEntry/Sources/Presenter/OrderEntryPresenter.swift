import ViperKit

/// What the Order entry view tells its presenter.
@MainActor
public protocol OrderEntryPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user sent the form with these values.
    func didSubmit(name: String, email: String)
    /// The user dismissed a message popup.
    func didDismissMessage()
}

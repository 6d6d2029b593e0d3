import Domain
import Foundation

/// What the account presenter can ask of its view.
@MainActor
protocol AccountView: AnyObject {
    /// Shows `viewModel`: the title, the loading or failed state, the details and the buttons.
    func display(_ viewModel: AccountViewModel)
    /// Updates everything a selection changes, at once.
    func updateSelection(with viewModel: AccountListViewModel)
    /// Tells the user the next screen needs a selection first.
    func showNextScreenError(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

/// What the account view tells its presenter.
@MainActor
protocol AccountPresenter: AnyObject {
    func viewDidLoad()
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func viewWillAppear()
    /// The user selected the detail with `id`.
    func didSelectDetail(id: String)
    /// The user pressed the next-screen button.
    func didTapNextScreen()
    /// The user pressed the dismiss button.
    func didTapDismiss()
    func didTapRetry()
    /// The user dismissed a message popup.
    func didDismissMessage()
}

/// The account use case: fetch the logged-in user's details.
@MainActor
protocol AccountInteractor: AnyObject {
    /// Fetches the details; the outcome goes to the output. A fetch already under way is not
    /// started twice.
    func fetchDetails()
}

/// What the account interactor reports, to its presenter.
@MainActor
protocol AccountInteractorOutput: AnyObject {
    /// The details arrived; `cachedAt` is when this device saved them, when they are the device's
    /// copy because the API could not be reached (`nil` when they are live).
    func didLoad(_ details: AccountDetails, cachedAt: Date?)
    /// The details could not be fetched.
    func didFailToLoad(_ error: ServiceError)
}

/// Where the account module goes, and what it tells the module that opened it.
@MainActor
protocol AccountRouter: AnyObject {
    /// Presents the final screen modally, showing `value`.
    func moveToFinalScreen(with value: String)
    /// Closes the account screen.
    func dismiss()
    /// Tells the module that opened this one that `value` was selected.
    func notifyDidSelect(_ value: String)
}

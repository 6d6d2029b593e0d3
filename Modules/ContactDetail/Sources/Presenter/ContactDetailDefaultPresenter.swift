import ViperKit

/// The Contact detail presenter: shows the screen, runs the action through the interactor and, once it
/// is done, tells the module that opened this one through the router.
@MainActor
public final class ContactDetailDefaultPresenter: ContactDetailPresenter, ContactDetailInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    public weak var view: (any ContactDetailView)?

    private let interactor: any ContactDetailInteractor
    private let router: any ContactDetailRouter
    private var isWorking = false

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    public init(interactor: any ContactDetailInteractor, router: any ContactDetailRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - ContactDetailPresenter

    /// Shows the screen.
    public func viewDidLoad() {
        render()
    }

    /// Runs the action, disabling the button until it is done; ignored while it runs.
    public func didTapContinue() {
        guard !isWorking else { return }
        isWorking = true
        render()
        interactor.performAction()
    }

    /// Clears the message popup.
    public func didDismissMessage() {
        view?.hideAlert()
    }

    // MARK: - ContactDetailInteractorOutput

    /// Shows a Done popup and reports through the router.
    public func didPerformAction() {
        isWorking = false
        render()
        view?.showMessage(title: "Done", message: "Contact detail is complete.", dismissTitle: "OK")
        router.notifyDidFinish()
    }

    // MARK: - Helpers

    private func render() {
        view?.display(
            ContactDetailViewModel(
                title: "Contact detail",
                status: isWorking ? .loading("Working…") : .ready,
                message: "Welcome to Contact detail.",
                actionTitle: "Continue",
                isActionEnabled: !isWorking
            )
        )
    }
}

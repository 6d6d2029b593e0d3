import ViperKit

/// The Home presenter: shows the screen, runs the action through the interactor and, once it
/// is done, tells the module that opened this one through the router.
@MainActor
public final class HomeDefaultPresenter: HomePresenter, HomeInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    public weak var view: (any HomeView)?

    private let interactor: any HomeInteractor
    private let router: any HomeRouter
    private var isWorking = false

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    public init(interactor: any HomeInteractor, router: any HomeRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - HomePresenter

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

    // MARK: - HomeInteractorOutput

    /// Shows a Done popup and reports through the router.
    public func didPerformAction() {
        isWorking = false
        render()
        view?.showMessage(title: "Done", message: "Home is complete.", dismissTitle: "OK")
        router.notifyDidFinish()
    }

    // MARK: - Helpers

    private func render() {
        view?.display(
            HomeViewModel(
                title: "Home",
                status: isWorking ? .loading("Working…") : .ready,
                message: "Welcome to Home.",
                actionTitle: "Continue",
                isActionEnabled: !isWorking
            )
        )
    }
}

import ViperKit

/// The Final screen presenter: shows the screen, runs the action through the interactor and, once it
/// is done, tells the module that opened this one through the router.
@MainActor
public final class FinalScreenDefaultPresenter: FinalScreenPresenter, FinalScreenInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    public weak var view: (any FinalScreenView)?

    private let interactor: any FinalScreenInteractor
    private let router: any FinalScreenRouter
    private var isWorking = false

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    public init(interactor: any FinalScreenInteractor, router: any FinalScreenRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - FinalScreenPresenter

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

    // MARK: - FinalScreenInteractorOutput

    /// Shows a Done popup and reports through the router.
    public func didPerformAction() {
        isWorking = false
        render()
        view?.showMessage(title: "Done", message: "Final screen is complete.", dismissTitle: "OK")
        router.notifyDidFinish()
    }

    // MARK: - Helpers

    private func render() {
        view?.display(
            FinalScreenViewModel(
                title: "Final screen",
                status: isWorking ? .loading("Working…") : .ready,
                message: "Welcome to Final screen.",
                actionTitle: "Continue",
                isActionEnabled: !isWorking
            )
        )
    }
}

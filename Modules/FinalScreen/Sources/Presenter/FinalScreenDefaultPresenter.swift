import ViperKit

/// The final screen presenter: shows the value the interactor hands over, and asks the router
/// to close the screen when the user is done.
@MainActor
final class FinalScreenDefaultPresenter: FinalScreenPresenter, FinalScreenInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    weak var view: (any FinalScreenView)?

    private let interactor: any FinalScreenInteractor
    private let router: any FinalScreenRouter

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    init(interactor: any FinalScreenInteractor, router: any FinalScreenRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - FinalScreenPresenter

    /// Asks for the value to show.
    func viewDidLoad() {
        interactor.loadValue()
    }

    /// Closes the screen through the router.
    func didTapClose() {
        router.close()
    }

    // MARK: - FinalScreenInteractorOutput

    /// Shows the value.
    func didLoad(value: String) {
        view?.display(
            FinalScreenViewModel(title: "Final screen", valueLabel: "You selected", value: value, closeTitle: "Close")
        )
    }
}

import ViperKit

/// The final screen presenter: shows the value the interactor hands over, and asks the router
/// to close the screen when the user is done.
@MainActor
final class FinalScreenDefaultPresenter: FinalScreenPresenter, FinalScreenInteractorOutput {
    weak var view: (any FinalScreenView)?

    private let interactor: any FinalScreenInteractor
    private let router: any FinalScreenRouter
    private let strings: StringTable

    /// Creates the presenter; it holds `interactor` and `router` strongly and shows its words in
    /// the language of `formatting`, from the module's own string table.
    init(interactor: any FinalScreenInteractor, router: any FinalScreenRouter, formatting: Formatting) {
        self.interactor = interactor
        self.router = router
        self.strings = StringTable(bundle: .module, language: formatting.language)
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
            FinalScreenViewModel(
                title: strings["final.title"], valueLabel: strings["final.value-label"], value: value, closeTitle: strings["final.close"])
        )
    }
}

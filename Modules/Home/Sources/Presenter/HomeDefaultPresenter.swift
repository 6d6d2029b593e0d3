import ViperKit

/// The Home presenter: shows the container's Log out button, asks the router to show the tabs,
/// and logs out through the interactor, then tells the App through the router.
@MainActor
final class HomeDefaultPresenter: HomePresenter, HomeInteractorOutput {
    weak var view: (any HomeView)?

    private let tabs: [TabItem]
    private let interactor: any HomeInteractor
    private let router: any HomeRouter
    private let strings: StringTable
    private var isLoggingOut = false

    /// Creates the presenter showing `tabs`; it holds `interactor` and `router` strongly. Its
    /// words are in `formatting`'s language, from the module's own string table.
    init(tabs: [TabItem], interactor: any HomeInteractor, router: any HomeRouter, formatting: Formatting) {
        self.tabs = tabs
        self.interactor = interactor
        self.router = router
        self.strings = StringTable(bundle: .module, language: formatting.language)
    }

    // MARK: - HomePresenter

    /// Shows the Log out button and the tabs.
    func viewDidLoad() {
        render()
        router.showTabs(tabs)
    }

    /// Logs out, disabling the button until it is done; ignored while it runs.
    func didTapLogOut() {
        guard !isLoggingOut else { return }
        isLoggingOut = true
        render()
        interactor.logOut()
    }

    // MARK: - HomeInteractorOutput

    /// The session has ended: the App shows the login screen.
    func didLogOut() {
        isLoggingOut = false
        render()
        router.routeToLogin()
    }

    // MARK: - Helpers

    private func render() {
        view?.display(
            HomeViewModel(
                title: strings["home.title"],
                status: isLoggingOut ? .loading(strings["home.logging-out"]) : .ready,
                logOutTitle: strings["home.log-out"],
                isLogOutEnabled: !isLoggingOut
            )
        )
    }
}

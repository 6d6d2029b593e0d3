import ViperKit

/// /tabs: the tab container. On load it offers "Log out" and shows its tabs; "Log out" runs its
/// `logOut` work in the module's activity (as a server call would), then replaces the root
/// with /start.
@MainActor
final class ContainerPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private let tabs: [TabItem]
    private let logOut: TestWork

    init(tabs: [TabItem], logOut: TestWork, interactor: TestInteractor, router: TestRouter) {
        self.tabs = tabs
        self.logOut = logOut
        self.interactor = interactor
        self.router = router
    }

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            view?.update { $0.actions = [ScreenAction(id: "log-out", title: "Log out")] }
            router.showTabs(tabs)
        case .action("log-out", _):
            view?.update { $0.actions = [ScreenAction(id: "log-out", title: "Log out", isEnabled: false)] }
            interactor.wait(logOut) { [weak self] in
                self?.router.replaceRoot("/start")
            }
        default:
            break
        }
    }
}

import ViperKit

/// /tabs: the tab container. On load it offers "Log out" and shows its tabs; "Log out" waits
/// `logOutDuration` in the module's activity (as a server call would), then replaces the root
/// with /start.
@MainActor
final class ContainerPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private let tabs: [TabItem]
    private let logOutDuration: Duration

    init(tabs: [TabItem], logOutDuration: Duration, interactor: TestInteractor, router: TestRouter) {
        self.tabs = tabs
        self.logOutDuration = logOutDuration
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
            interactor.wait(logOutDuration) { [weak self] in
                self?.router.replaceRoot("/start")
            }
        default:
            break
        }
    }
}

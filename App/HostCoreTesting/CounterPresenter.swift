import ViperKit

/// /counter: "increment" adds one to the count on screen.
@MainActor
public final class CounterPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private(set) var count = 0

    init(interactor: TestInteractor, router: TestRouter) {
        self.interactor = interactor
        self.router = router
    }

    public static let initialScreen = Screen(title: "Counter")

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            show()
        case .action("increment", _):
            count += 1
            show()
        default:
            break
        }
    }

    private func show() {
        view?.update { screen in
            screen.sections = [ScreenSection(id: "count", rows: [ScreenRow(id: "value", title: "Count", detail: "\(count)")])]
            screen.actions = [ScreenAction(id: "increment", title: "Add one", role: .primary)]
        }
    }
}

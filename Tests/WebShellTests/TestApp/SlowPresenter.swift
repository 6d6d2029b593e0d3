import ViperKit

/// /slow and /quick: load for `duration` in the module's activity, showing a loading status
/// meanwhile; /hop: after loading, push /counter.
@MainActor
final class SlowPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private let duration: Duration
    private let then: String?

    init(duration: Duration, then: String? = nil, interactor: TestInteractor, router: TestRouter) {
        self.duration = duration
        self.then = then
        self.interactor = interactor
        self.router = router
    }

    func handle(_ event: ViewEvent) {
        guard event == .load else { return }
        view?.update { $0.status = .loading("Loading slowly…") }
        interactor.wait(duration) { [weak self] in
            guard let self else { return }
            view?.update {
                $0.status = .ready
                $0.sections = [ScreenSection(id: "result", rows: [ScreenRow(id: "done", title: "Loaded")])]
            }
            if let then { router.push(then) }
        }
    }
}

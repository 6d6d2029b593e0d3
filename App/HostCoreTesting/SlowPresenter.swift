import ViperKit

/// /slow and /quick: load in the module's activity (until closed, or briefly), showing a loading status
/// meanwhile, and again each time the screen appears again; /hop: after loading, push /slow.
@MainActor
final class SlowPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter
    private let work: TestWork
    private let then: String?
    private var appearances = 0

    init(work: TestWork, then: String? = nil, interactor: TestInteractor, router: TestRouter) {
        self.work = work
        self.then = then
        self.interactor = interactor
        self.router = router
    }

    func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            load(then: then)
        case .appear:
            // Shown again: load again, as a screen showing current data does.
            appearances += 1
            load(then: nil)
        default:
            break
        }
    }

    private func load(then next: String?) {
        view?.update { $0.status = .loading("Loading slowly…") }
        interactor.wait(work) { [weak self] in
            guard let self else { return }
            view?.update {
                $0.status = .ready
                $0.sections = [
                    ScreenSection(id: "result", rows: [ScreenRow(id: "done", title: "Loaded", detail: "Appeared \(appearances) times")])
                ]
            }
            if let next { router.push(next) }
        }
    }
}

import ViperKit

/// A module whose screen never changes (the /xss page of hostile text).
@MainActor
final class StaticPresenter: TestPresenting {
    weak var view: ModuleView?
    let interactor: TestInteractor
    let router: TestRouter

    init(interactor: TestInteractor, router: TestRouter) {
        self.interactor = interactor
        self.router = router
    }

    func handle(_ event: ViewEvent) {}
}

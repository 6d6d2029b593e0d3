import ViperKit

/// The counter module's router: pushes a plain test module at `/next`.
@MainActor
final class CounterRouter: AnyObject {
    weak var view: ModuleView?

    func showNext() {
        view?.navigator?.push(TestModule.make(route: Route("/next"), name: "Next"))
    }
}

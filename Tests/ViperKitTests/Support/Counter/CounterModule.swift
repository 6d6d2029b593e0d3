import ViperKit

/// Builds the counter module: a small module with the real roles' ownership (the view holds the
/// presenter, the presenter its interactor and router, the others point back weakly), for the
/// tests of ``ModuleTestStore``. With a `budget`, each count makes `callsPerCount` calls of
/// `CounterService.count`, as a service call through a fake would count against it.
@MainActor
enum CounterModule {
    static func build(budget: ModuleBudget? = nil, callsPerCount: Int = 0) -> Module {
        let activity = ModuleActivity()
        let view = CounterView()
        let interactor = CounterInteractor(activity: activity, callsPerCount: callsPerCount)
        let router = CounterRouter()
        let presenter = CounterPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.presenter = presenter
        router.view = view
        return Module(
            name: "Counter",
            route: Route("/counter"),
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity,
            budget: budget
        )
    }
}

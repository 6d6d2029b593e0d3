import ViperKit

/// A module of four plain objects, for tests of the architecture's own types.
@MainActor
final class TestModule {
    final class Part {}

    static func make(route: Route = Route("/test"), name: String = "Test") -> Module {
        Module(
            name: name,
            route: route,
            view: ModuleView(screen: Screen(title: name)),
            presenter: Part(),
            interactor: Part(),
            router: Part(),
            activity: ModuleActivity()
        )
    }
}

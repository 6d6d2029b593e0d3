import ViperKit

/// A minimal module for a tab's stack: a view showing a title, with an idle presenter,
/// interactor and router, so the Home tests need no feature module.
@MainActor
enum TabModule {
    /// How many tab modules were built, by route path.
    final class Counter {
        private(set) var built: [String: Int] = [:]
        func record(_ path: String) { built[path, default: 0] += 1 }
    }

    final class Role {}

    /// A module at `path` titled `title`.
    static func make(_ path: String, title: String) -> Module {
        Module(
            name: "Tab \(title)",
            route: Route(path),
            view: ModuleView(screen: Screen(title: title)),
            presenter: Role(),
            interactor: Role(),
            router: Role(),
            activity: ModuleActivity()
        )
    }

    /// Tabs "One" at /one and "Two" at /two whose roots count their builds in `counter`.
    static func tabs(counter: Counter) -> [TabItem] {
        [("One", "/one"), ("Two", "/two")].map { title, path in
            TabItem(title: title, route: Route(path)) {
                counter.record(path)
                return make(path, title: title)
            }
        }
    }
}

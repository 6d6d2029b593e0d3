import ViperKit

/// Minimal modules for tabs' stacks: a view showing a title, with stand-in roles, so the Home
/// tests need no feature module.
@MainActor
enum TabModule {
    /// A module at `path` titled `title`.
    static func make(_ path: String, title: String) -> Module {
        let view = ModuleView(screen: Screen(title: title))
        return Module(
            name: "Tab \(title)",
            route: Route(path),
            view: view,
            presenter: view,
            interactor: view,
            router: view,
            activity: ModuleActivity()
        )
    }

    /// Tabs "One" at /one and "Two" at /two whose roots count their builds in `counter`.
    static func tabs(counter: TabBuildCounter) -> [TabItem] {
        [("One", "/one"), ("Two", "/two")].map { title, path in
            TabItem(title: title, route: Route(path)) {
                counter.record(path)
                return make(path, title: title)
            }
        }
    }
}

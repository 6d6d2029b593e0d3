import ViperKit

/// A tab the app shows after login when a feature answers its route: the title and the route of
/// its root screen. The list is the App's to compose, not Home's, so Home knows no feature.
public struct AppTab: Sendable, Equatable {
    /// The tab's title.
    public let title: String
    /// The route of the tab's root screen.
    public let route: Route

    /// Creates a tab titled `title` rooted at `path`.
    public init(_ title: String, _ path: String) {
        self.title = title
        self.route = Route(path)
    }

    /// The app's tabs, in tab-bar order. A tab whose route no plugin answers is left out, so it
    /// appears as soon as its module is registered.
    public static let all: [AppTab] = [
        AppTab("Items", "/items"),
        AppTab("Contacts", "/contacts"),
        AppTab("Employees", "/employees"),
        AppTab("Account", "/account"),
    ]

    /// The tabs of ``all`` that `registry` can build, each building its root through it.
    @MainActor
    public static func tabs(in registry: PluginRegistry, from tabs: [AppTab] = all) -> [TabItem] {
        tabs.filter { registry.resolve($0.route.path) != nil }.map { tab in
            let path = tab.route.path
            return TabItem(title: tab.title, route: tab.route) { () throws(RouteError) -> Module in
                try registry.build(path)
            }
        }
    }
}

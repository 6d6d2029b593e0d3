import ViperKit

/// A tab the app shows after login when a feature answers its route: its title and the route of
/// its root screen. The list is the App's to compose, not Home's, so Home knows no feature; the
/// titles are the App's words (its own string table), in the session's language.
public struct AppTab: Sendable, Equatable {
    /// The key of the tab's title in the App's string table (a title the table lacks is shown as
    /// it is).
    public let title: String
    /// The route of the tab's root screen.
    public let route: Route

    /// Creates a tab titled by the key `title`, rooted at `path`.
    public init(_ title: String, _ path: String) {
        self.title = title
        self.route = Route(path)
    }

    /// The app's tabs, in tab-bar order. A tab whose route no plugin answers is left out, so it
    /// appears as soon as its module is registered.
    public static let all: [AppTab] = [
        AppTab("tab.items", "/items"),
        AppTab("tab.contacts", "/contacts"),
        AppTab("tab.employees", "/employees"),
        AppTab("tab.account", "/account"),
    ]

    /// The tabs of ``all`` that `registry` can build, titled in `language`, each building its root
    /// through `registry`.
    @MainActor
    public static func tabs(in registry: PluginRegistry, from tabs: [AppTab] = all, language: Language = .english) -> [TabItem] {
        let words = StringTable(bundle: .module, language: language)
        return tabs.filter { registry.resolve($0.route.path) != nil }.map { tab in
            let path = tab.route.path
            return TabItem(title: words[tab.title], route: tab.route) { () throws(RouteError) -> Module in
                try registry.build(path)
            }
        }
    }
}

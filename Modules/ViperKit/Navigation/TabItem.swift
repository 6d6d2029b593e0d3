/// One tab of a tab container (UIKit's `UITabBarController` item): its title and the module at
/// the bottom of its own navigation stack.
///
/// The root module is built by ``makeRoot`` when the tab is first selected, not when the tabs are
/// shown, so a tab nobody opens costs nothing. ``route`` is the root's route: it names the tab,
/// and a deep link below it (`/items/3` under `/items`) opens in this tab.
public struct TabItem: Sendable {
    /// The tab's title in the tab bar.
    public let title: String
    /// The route of the tab's root module.
    public let route: Route
    /// Builds the tab's root module; throws a ``RouteError`` if it cannot be built.
    public let makeRoot: @MainActor @Sendable () throws(RouteError) -> Module

    /// Creates a tab titled `title` whose root, at `route`, `makeRoot` builds.
    public init(title: String, route: Route, makeRoot: @escaping @MainActor @Sendable () throws(RouteError) -> Module) {
        self.title = title
        self.route = route
        self.makeRoot = makeRoot
    }

    /// The index of the tab a screen at `path` belongs to when it is on no tab's stack yet: the tab
    /// whose root route contains `path` (the longest such route), or the first tab.
    public static func index(for path: String, in tabs: [TabItem]) -> Int {
        let candidates = tabs.indices.filter { tabs[$0].route.contains(path) }
        return candidates.max { tabs[$0].route.path.count < tabs[$1].route.path.count } ?? 0
    }
}

import ViperKit

/// Where the Home module lives. Home is the tab container, not a page: a shell shows its tabs'
/// screens, each at its own route, and never a page at `/home`.
public enum HomeRoute {
    /// `/home`.
    public static let pattern = RoutePattern("/home")

    /// The module's route, `/home`.
    public static var route: Route {
        pattern.route([:])
    }
}

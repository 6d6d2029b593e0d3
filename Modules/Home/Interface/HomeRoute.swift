import ViperKit

/// Where the Home module lives.
public enum HomeRoute {
    /// `/home`.
    public static let pattern = RoutePattern("/home")

    /// The module's route, `/home`.
    public static var route: Route {
        pattern.route([:])
    }
}

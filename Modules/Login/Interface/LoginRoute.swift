import ViperKit

/// Where the login module lives.
public enum LoginRoute {
    /// `/login`.
    public static let pattern = RoutePattern("/login")

    /// The login screen's route, `/login`.
    public static var route: Route { pattern.route([:]) }
}

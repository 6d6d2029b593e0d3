import ViperKit

/// Where the account module lives.
public enum AccountRoute {
    /// `/account`.
    public static let pattern = RoutePattern("/account")

    /// The module's route, `/account`.
    public static var route: Route {
        pattern.route([:])
    }
}

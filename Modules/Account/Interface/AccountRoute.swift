import ViperKit

/// Where the Account module lives.
public enum AccountRoute {
    /// `/account`.
    public static let pattern = RoutePattern("/account")

    /// The module's route, `/account`.
    public static var route: Route {
        pattern.route([:])
    }
}

import ViperKit

/// Where the order history module lives.
public enum OrderHistoryRoute {
    /// `/orders`.
    public static let pattern = RoutePattern("/orders")

    /// The order history's route, `/orders`.
    public static var route: Route {
        pattern.route([:])
    }
}

import ViperKit

/// Where the Order history module lives.
public enum OrderHistoryRoute {
    /// `/order-history`.
    public static let pattern = RoutePattern("/order-history")

    /// The module's route, `/order-history`.
    public static var route: Route {
        pattern.route([:])
    }
}

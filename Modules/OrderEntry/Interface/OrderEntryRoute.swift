import ViperKit

/// Where the Order entry module lives.
public enum OrderEntryRoute {
    /// `/order-entry`.
    public static let pattern = RoutePattern("/order-entry")

    /// The module's route, `/order-entry`.
    public static var route: Route {
        pattern.route([:])
    }
}

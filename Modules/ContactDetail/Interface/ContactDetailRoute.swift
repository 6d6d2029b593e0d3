import ViperKit

/// Where the Contact detail module lives.
public enum ContactDetailRoute {
    /// `/contact-detail`.
    public static let pattern = RoutePattern("/contact-detail")

    /// The module's route, `/contact-detail`.
    public static var route: Route {
        pattern.route([:])
    }
}

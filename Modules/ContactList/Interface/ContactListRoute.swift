import ViperKit

/// Where the Contact list module lives.
public enum ContactListRoute {
    /// `/contact-list`.
    public static let pattern = RoutePattern("/contact-list")

    /// The module's route, `/contact-list`.
    public static var route: Route {
        pattern.route([:])
    }
}

import ViperKit

/// Where the contact list module lives.
public enum ContactListRoute {
    /// `/contacts`.
    public static let pattern = RoutePattern("/contacts")

    /// The contact list's route, `/contacts`.
    public static var route: Route {
        pattern.route([:])
    }
}

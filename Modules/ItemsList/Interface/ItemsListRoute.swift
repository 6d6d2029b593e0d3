import ViperKit

/// Where the items list module lives.
public enum ItemsListRoute {
    /// `/items`.
    public static let pattern = RoutePattern("/items")

    /// The items list's route, `/items`.
    public static var route: Route { pattern.route([:]) }
}

import ViperKit

/// Where the Final screen module lives.
public enum FinalScreenRoute {
    /// `/final-screen`.
    public static let pattern = RoutePattern("/final-screen")

    /// The module's route, `/final-screen`.
    public static var route: Route {
        pattern.route([:])
    }
}

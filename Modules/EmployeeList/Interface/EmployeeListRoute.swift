import ViperKit

/// Where the Employee list module lives.
public enum EmployeeListRoute {
    /// `/employee-list`.
    public static let pattern = RoutePattern("/employee-list")

    /// The module's route, `/employee-list`.
    public static var route: Route {
        pattern.route([:])
    }
}

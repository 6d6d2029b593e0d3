import ViperKit

/// Where the employee list module lives.
public enum EmployeeListRoute {
    /// `/employees`.
    public static let pattern = RoutePattern("/employees")

    /// The module's route, `/employees`.
    public static var route: Route {
        pattern.route([:])
    }
}

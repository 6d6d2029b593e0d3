import ViperKit

/// Where the login module lives.
public enum LoginRoute {
    /// `/login`.
    public static let pattern = RoutePattern("/login")
    /// `/login/:reason`: the login screen saying why it is shown; `/login/expired` after the
    /// session expired (the only reason there is).
    public static let reasonPattern = RoutePattern("/login/:reason")
    /// The `:reason` of an expired session.
    public static let expiredReason = "expired"

    /// The login screen's route, `/login`.
    public static var route: Route { pattern.route([:]) }

    /// The route of the login screen for `input`: `/login`, or `/login/expired` when the session
    /// expired.
    public static func route(_ input: LoginInput) -> Route {
        input.reason == .sessionExpired ? reasonPattern.route(["reason": expiredReason]) : route
    }

    /// Whether `path` is a login screen's.
    public static func matches(_ path: String) -> Bool {
        pattern.match(path) != nil || reasonPattern.match(path) != nil
    }
}

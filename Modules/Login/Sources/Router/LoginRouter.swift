import Domain
import ViperKit

/// Where the login module can go.
@MainActor
protocol LoginRouter: ViperRouter {
    /// The user logged in: hand the session to whoever decides what comes next.
    func routeToLoggedIn(with session: AuthSession)
}

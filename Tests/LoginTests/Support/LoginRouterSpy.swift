import Domain

@testable import Login

/// A ``LoginRouter`` that records the sessions it was asked to route with.
@MainActor
final class LoginRouterSpy: LoginRouter {
    private(set) var loggedIn: [AuthSession] = []

    func routeToLoggedIn(with session: AuthSession) {
        loggedIn.append(session)
    }
}

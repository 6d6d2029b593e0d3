import Domain
import LoginInterface

/// Leaves the login module by telling its delegate, which replaces the root.
@MainActor
final class LoginDefaultRouter: LoginRouter {
    /// The module's delegate, held weakly.
    weak var delegate: (any LoginDelegate)?

    /// Creates the router reporting to `delegate`.
    init(delegate: (any LoginDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    func routeToLoggedIn(with session: AuthSession) {
        delegate?.loginDidSucceed(session)
    }
}

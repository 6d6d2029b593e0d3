import Domain
import LoginInterface

/// Leaves the login module by telling its delegate, which replaces the root.
@MainActor
public final class LoginDefaultRouter: LoginRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any LoginDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any LoginDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func routeToLoggedIn(with session: AuthSession) {
        delegate?.loginDidSucceed(session)
    }
}

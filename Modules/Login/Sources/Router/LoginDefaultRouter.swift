import Domain
import LoginInterface

/// Leaves the login module by telling its delegate, which replaces the root.
@MainActor
final class LoginDefaultRouter: LoginRouter {
    weak var delegate: (any LoginDelegate)?

    init(delegate: (any LoginDelegate)?) {
        self.delegate = delegate
    }

    func routeToLoggedIn(with signIn: SignIn) {
        delegate?.loginDidSucceed(signIn)
    }
}

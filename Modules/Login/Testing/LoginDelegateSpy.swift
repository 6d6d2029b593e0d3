import Domain
import LoginInterface

/// A ``LoginDelegate`` that records what it hears, for the tests of the login module and of the
/// modules that open it.
@MainActor
public final class LoginDelegateSpy: LoginDelegate {
    /// The sign-ins of the logins that succeeded, in order.
    public private(set) var signIns: [SignIn] = []
    /// Called after recording each successful login, so a test can act as the composition root
    /// does (close the login module, for instance).
    public var onSuccess: (@MainActor (SignIn) -> Void)?

    public init() {}

    /// Records the sign-in and calls ``onSuccess``.
    public func loginDidSucceed(_ signIn: SignIn) {
        signIns.append(signIn)
        onSuccess?(signIn)
    }
}

import Domain
import LoginInterface

/// A ``LoginDelegate`` that records what it hears, for the tests of the login module and of the
/// modules that open it.
@MainActor
public final class LoginDelegateSpy: LoginDelegate {
    /// The sessions of the logins that succeeded, in order.
    public private(set) var sessions: [AuthSession] = []
    /// Called after recording each successful login, so a test can act as the composition root
    /// does (close the login module, for instance).
    public var onSuccess: (@MainActor (AuthSession) -> Void)?

    public init() {}

    /// Records the session and calls ``onSuccess``.
    public func loginDidSucceed(_ session: AuthSession) {
        sessions.append(session)
        onSuccess?(session)
    }
}

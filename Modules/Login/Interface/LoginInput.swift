/// What the login module is built with: why the user is asked to log in, when there is a reason
/// to say so.
public struct LoginInput: Sendable, Equatable {
    /// Why the login screen is shown.
    public enum Reason: Sendable, Equatable {
        /// The server refused the session the user had (it expired or was revoked); the login
        /// screen says so, and after logging in the app returns to where the user was.
        case sessionExpired
    }

    /// Why the login screen is shown, `nil` for an ordinary login.
    public let reason: Reason?

    /// An input for a login shown for `reason` (none by default).
    public init(reason: Reason? = nil) {
        self.reason = reason
    }
}

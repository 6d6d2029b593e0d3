import Synchronization

/// Tells a browser session's flow that the server refused the user's token (it expired or was
/// revoked), so the app can ask the user to log in again instead of showing an error on every
/// screen. The live services fire it from their ``Networking/CredentialStore``; fakes never do.
public final class TokenExpiry: Sendable {
    private let handler = Mutex<(@Sendable () -> Void)?>(nil)

    /// An expiry nobody listens to yet.
    public init() {}

    /// Calls `handler` on every expiry from now on, in place of any handler set before.
    public func onExpiry(_ handler: @escaping @Sendable () -> Void) {
        self.handler.withLock { $0 = handler }
    }

    /// The token was refused: tells the handler.
    public func expire() {
        handler.withLock { $0 }?()
    }
}

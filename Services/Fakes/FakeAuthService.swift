import Domain
import Synchronization

/// An in-memory ``AuthService`` for tests and for running a module alone.
///
/// It accepts the ``Account``s it is given (``Account/demo`` by default), validates requests as
/// the real service does, records every call, and can be told to wait before answering (ending
/// with ``ServiceError/cancelled`` when the caller is cancelled) and to fail the next call or every
/// call. It is `Sendable`: its state sits behind a lock.
public final class FakeAuthService: AuthService, FakeControllable {
    private struct State: Sendable {
        var accounts: [Account]
        var signIn: SignIn?
        var signInsOpened = 0
    }

    private let state: Mutex<State>
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<Call, Call.Kind>(service: "AuthService")

    /// A fake that accepts `accounts`.
    public init(accounts: [Account] = [.demo]) {
        state = Mutex(State(accounts: accounts))
    }

    // MARK: - Inspecting

    /// The sign-in open now, if any.
    public var signIn: SignIn? { state.withLock { $0.signIn } }

    // MARK: - AuthService

    /// Opens a sign-in for a known account with its password.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting;
    ///   ``ServiceError/invalidRequest(_:)`` for a blank username or an empty password;
    ///   ``ServiceError/invalidCredentials`` otherwise when they do not match.
    public func logIn(username: String, password: String) async throws(ServiceError) -> SignIn {
        let call = Call.logIn(username: username, password: password)
        try await controls.begin(call, kind: .logIn)
        return try state.withLock { state throws(ServiceError) in
            guard !username.allSatisfy(\.isWhitespace), !password.isEmpty else {
                throw .invalidRequest("A username and a password are required.")
            }
            guard let account = state.accounts.first(where: { $0.username == username && $0.password == password }) else {
                throw .invalidCredentials
            }
            state.signInsOpened += 1
            let signIn = SignIn(token: "fake-token-\(state.signInsOpened)", user: account.user)
            state.signIn = signIn
            return signIn
        }
    }

    /// Ends the sign-in, if any.
    public func logOut() async {
        // Logging out cannot fail (no kind), but it waits and is recorded like any call.
        try? await controls.begin(.logOut, kind: nil)
        state.withLock { $0.signIn = nil }
    }
}

import Domain
import Synchronization

/// An in-memory ``AuthService`` for tests and for running a module alone.
///
/// It accepts the ``Account``s it is given (``Account/demo`` by default), validates requests as
/// the real service does, records every call, and can be told to wait before answering (ending
/// with ``ServiceError/cancelled`` when the caller is cancelled) and to fail the next call or every
/// call. It is `Sendable`: its state sits behind a lock.
public final class FakeAuthService: AuthService {
    private struct State: Sendable {
        var accounts: [Account]
        var session: AuthSession?
        var sessionsOpened = 0
        var behaviour = FakeBehaviour<Call.Kind>()
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state: Mutex<State>

    /// A fake that accepts `accounts`.
    public init(accounts: [Account] = [.demo]) {
        state = Mutex(State(accounts: accounts))
    }

    // MARK: - Inspecting

    /// Every call received, in order (including those that failed or were cancelled).
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    /// The session open now, if any.
    public var session: AuthSession? { state.withLock { $0.session } }

    // MARK: - Configuring

    /// How long every call waits before answering; `.zero` (the default) answers at once.
    public var delay: Duration {
        get { state.withLock { $0.behaviour.delay } }
        set { state.withLock { $0.behaviour.delay = newValue } }
    }

    /// Makes the next log-in (or the next call of `kind`) fail with `error`. Several failures queue
    /// up and are used in order. Logging out cannot fail.
    public func failNextCall(with error: ServiceError, of kind: Call.Kind? = nil) {
        state.withLock { $0.behaviour.pendingFailures.append((error, kind)) }
    }

    /// Makes every log-in fail with `error` from now on, or stops that when `error` is `nil`.
    public func failAllCalls(with error: ServiceError?) {
        state.withLock { $0.behaviour.persistentFailure = error }
    }

    // MARK: - AuthService

    /// Opens a session for a known account with its password.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting;
    ///   ``ServiceError/invalidRequest(_:)`` for a blank username or an empty password;
    ///   ``ServiceError/invalidCredentials`` otherwise when they do not match.
    public func logIn(username: String, password: String) async throws(ServiceError) -> AuthSession {
        let call = Call.logIn(username: username, password: password)
        let (delay, failure) = state.withLock { state in
            state.calls.append(call)
            return (state.behaviour.delay, state.behaviour.takeFailure(for: .logIn))
        }
        do {
            try await FakeLatency.wait(delay)
        } catch {
            state.withLock { $0.cancelledCalls.append(call) }
            throw error
        }
        if let failure { throw failure }
        return try state.withLock { state throws(ServiceError) in
            guard !username.allSatisfy(\.isWhitespace), !password.isEmpty else {
                throw .invalidRequest("A username and a password are required.")
            }
            guard let account = state.accounts.first(where: { $0.username == username && $0.password == password }) else {
                throw .invalidCredentials
            }
            state.sessionsOpened += 1
            let session = AuthSession(token: "fake-token-\(state.sessionsOpened)", user: account.user)
            state.session = session
            return session
        }
    }

    /// Ends the session, if any.
    public func logOut() async {
        let delay = state.withLock { state in
            state.calls.append(.logOut)
            return state.behaviour.delay
        }
        do {
            try await FakeLatency.wait(delay)
        } catch {
            state.withLock { $0.cancelledCalls.append(.logOut) }
        }
        state.withLock { $0.session = nil }
    }
}

import Domain
import Foundation
import Synchronization

/// An in-memory ``AccountService`` for tests and for running a module alone.
///
/// It answers with the details it is given (``demoDetails`` by default), counts its calls, and
/// can be told to wait before answering (ending with ``ServiceError/cancelled`` when the caller
/// is cancelled) and to fail the next call or every call. It is `Sendable`: its state sits behind
/// a lock.
public final class FakeAccountService: AccountService {
    private struct State: Sendable {
        var details: AccountDetails
        var behaviour = FakeBehaviour<Int>()
        var callCount = 0
        var cancelledCallCount = 0
    }

    /// The details of ``FakeAuthService/Account/demo``'s account.
    public static let demoDetails = AccountDetails(
        userID: 1,
        username: "demo",
        displayName: "Demo User",
        email: "demo@example.com",
        phone: "+1 555 0201",
        team: "Mobile",
        role: "Team lead",
        office: "Lisbon",
        memberSince: Date(timeIntervalSince1970: 1_603_238_400)
    )

    private let state: Mutex<State>

    /// A fake answering with `details`.
    public init(details: AccountDetails = FakeAccountService.demoDetails) {
        state = Mutex(State(details: details))
    }

    // MARK: - Inspecting

    /// How many calls it received (including those that failed or were cancelled).
    public var callCount: Int { state.withLock { $0.callCount } }

    /// How many calls were cancelled while they waited.
    public var cancelledCallCount: Int { state.withLock { $0.cancelledCallCount } }

    // MARK: - Configuring

    /// How long every call waits before answering; `.zero` (the default) answers at once.
    public var delay: Duration {
        get { state.withLock { $0.behaviour.delay } }
        set { state.withLock { $0.behaviour.delay = newValue } }
    }

    /// Makes the next call fail with `error`. Several failures queue up and are used in order.
    public func failNextCall(with error: ServiceError) {
        state.withLock { $0.behaviour.pendingFailures.append((error, nil)) }
    }

    /// Makes every call fail with `error` from now on, or stops that when `error` is `nil`.
    public func failAllCalls(with error: ServiceError?) {
        state.withLock { $0.behaviour.persistentFailure = error }
    }

    // MARK: - AccountService

    /// The details held.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func details() async throws(ServiceError) -> AccountDetails {
        let (delay, failure) = state.withLock { state in
            state.callCount += 1
            return (state.behaviour.delay, state.behaviour.takeFailure(for: 0))
        }
        do {
            try await FakeLatency.wait(delay)
        } catch {
            state.withLock { $0.cancelledCallCount += 1 }
            throw error
        }
        if let failure { throw failure }
        return state.withLock { $0.details }
    }
}

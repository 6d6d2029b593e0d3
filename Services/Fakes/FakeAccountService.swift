import Domain
import Foundation
import Synchronization

/// An in-memory ``AccountService`` for tests and for running a module alone.
///
/// It answers with the details it is given (``demoDetails`` by default), counts its calls, and
/// can be told to wait before answering (ending with ``ServiceError/cancelled`` when the caller
/// is cancelled) and to fail the next call or every call. It is `Sendable`: its state sits behind
/// a lock.
public final class FakeAccountService: AccountService, FakeControllable {
    private struct State: Sendable {
        var details: AccountDetails
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
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<String, String>(service: "AccountService")

    /// A fake answering with `details`.
    public init(details: AccountDetails = FakeAccountService.demoDetails) {
        state = Mutex(State(details: details))
    }

    // MARK: - Inspecting

    /// The details it answers with; a test sets them to play a change made elsewhere.
    public var details: AccountDetails {
        get { state.withLock { $0.details } }
        set { state.withLock { $0.details = newValue } }
    }

    /// How many calls were cancelled while they waited.
    public var cancelledCallCount: Int { controls.cancelledCalls.count }

    // MARK: - AccountService

    /// The details held.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func details() async throws(ServiceError) -> Fetched<AccountDetails> {
        try await controls.begin("details", kind: "details")
        return Fetched(details, source: source)
    }
}

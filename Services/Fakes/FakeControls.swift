import Domain
import Synchronization
import ViperKit

/// What every fake records and can be told, in one place: the calls it received (and those whose
/// caller was cancelled while they waited), how long each call waits, and the failures to inject
/// (the next call of a kind, or every call). A fake owns one and exposes it through
/// ``FakeControllable``, so every fake is configured the same way. Each call is also counted
/// against the event being measured (``CostMeter``), as `"<service>.<operation>"`, so a module's
/// tests check its budget.
public final class FakeControls<Call: Sendable & Hashable, Kind: Sendable & Hashable>: Sendable {
    private struct State: Sendable {
        var behaviour = FakeBehaviour<Kind>()
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
        var source: FetchSource = .live
        /// Failures aimed at one call (by its arguments), each used once.
        var aimedFailures: [Call: ServiceError] = [:]
    }

    private let state = Mutex(State())
    private let hold = FakeHold<Kind>()
    /// The service protocol the fake stands in for (`ItemsService`), naming its calls in budgets.
    public let service: String

    /// Controls of a fake of `service` (its protocol's name), with nothing recorded, no delay and no failure.
    public init(service: String) {
        self.service = service
    }

    /// Every call received, in order (including those that failed or were cancelled).
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    /// How long every call waits before answering; `.zero` (the default) answers at once.
    public var delay: Duration {
        get { state.withLock { $0.behaviour.delay } }
        set { state.withLock { $0.behaviour.delay = newValue } }
    }

    /// Where answers that can come from a device's copy say they come from: `.live` (the
    /// default), or ``FetchSource/cache(savedAt:)`` to stand for an app reading its cache offline.
    public var source: FetchSource {
        get { state.withLock { $0.source } }
        set { state.withLock { $0.source = newValue } }
    }

    /// Makes the next call (of `kind`, or of any kind when `nil`) fail with `error`. Several
    /// failures queue up and are used in order.
    public func failNextCall(with error: ServiceError, of kind: Kind? = nil) {
        state.withLock { $0.behaviour.pendingFailures.append((error, kind)) }
    }

    /// Makes every call that can fail fail with `error` from now on, or stops that when `error`
    /// is `nil`.
    public func failAllCalls(with error: ServiceError?) {
        state.withLock { $0.behaviour.persistentFailure = error }
    }

    /// Makes the next call equal to `call` (its operation and arguments) fail with `error`, once;
    /// calls before it answer as usual. A preview aims a failure at the third page this way.
    public func failCall(_ call: Call, with error: ServiceError) {
        state.withLock { $0.aimedFailures[call] = error }
    }

    /// Holds every call from now on (or only those of `kinds`), each until ``releaseCalls()``: a
    /// test or a preview keeps a module in its "Saving…" or "Loading…" state this way, for as long
    /// as it wants and no longer. A held call whose caller is cancelled ends at once, as
    /// ``ServiceError/cancelled``.
    public func holdCalls(of kinds: Set<Kind>? = nil) {
        hold.hold(kinds)
    }

    /// Lets every held call go on, and holds none from now on.
    public func releaseCalls() {
        hold.release()
    }

    /// How many calls are held now, waiting for ``releaseCalls()``.
    public var heldCallCount: Int { hold.heldCount }

    /// Forgets the calls recorded so far.
    public func resetCalls() {
        state.withLock {
            $0.calls = []
            $0.cancelledCalls = []
        }
    }

    /// Records `call`, waits the delay, then throws the failure injected for `kind`, if any. A
    /// call with no kind cannot fail (logging out, say) but still waits and is recorded.
    /// - Throws: the injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    func begin(_ call: Call, kind: Kind?) async throws(ServiceError) {
        CostMeter.recordCall(call, of: service)
        let (delay, failure) = state.withLock { state -> (Duration, ServiceError?) in
            state.calls.append(call)
            if let aimed = state.aimedFailures.removeValue(forKey: call) { return (state.behaviour.delay, aimed) }
            return (state.behaviour.delay, kind.flatMap { state.behaviour.takeFailure(for: $0) })
        }
        do {
            try await FakeLatency.wait(delay)
        } catch {
            state.withLock { $0.cancelledCalls.append(call) }
            throw error
        }
        guard await hold.pass(kind) else {
            state.withLock { $0.cancelledCalls.append(call) }
            throw .cancelled
        }
        if let failure { throw failure }
    }
}

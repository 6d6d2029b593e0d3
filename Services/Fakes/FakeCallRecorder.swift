import Domain
import Synchronization

/// The calls a fake manager received and its ``FakeBehaviour``, behind a lock; runs each call's
/// delay and injected failure the same way for every fake manager.
final class FakeCallRecorder<Call: Sendable & Hashable, Kind: Hashable & Sendable>: Sendable {
    private struct State: Sendable {
        var behaviour = FakeBehaviour<Kind>()
        var calls: [Call] = []
    }

    private let state = Mutex(State())

    /// Every call received, in order.
    var calls: [Call] { state.withLock { $0.calls } }

    /// How long each call waits.
    var delay: Duration {
        get { state.withLock { $0.behaviour.delay } }
        set { state.withLock { $0.behaviour.delay = newValue } }
    }

    /// Queues a failure for the next call (of `kind`, or any).
    func failNextCall(with error: ServiceError, of kind: Kind?) {
        state.withLock { $0.behaviour.pendingFailures.append((error, kind)) }
    }

    /// Makes every call fail with `error`, or stops that with `nil`.
    func failAllCalls(with error: ServiceError?) {
        state.withLock { $0.behaviour.persistentFailure = error }
    }

    /// Records `call`, waits the delay and throws any injected failure.
    func begin(_ call: Call, kind: Kind) async throws(ServiceError) {
        let (delay, failure) = state.withLock { state in
            state.calls.append(call)
            return (state.behaviour.delay, state.behaviour.takeFailure(for: kind))
        }
        try await FakeLatency.wait(delay)
        if let failure { throw failure }
    }
}

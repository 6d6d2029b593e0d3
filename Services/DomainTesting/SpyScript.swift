import Domain
import Fakes
import Synchronization
import ViperKit

/// What a manager spy answers and what it was asked, shared by the spies of the gateway's
/// managers: where answers come from, an error every call fails with, calls held until the test
/// releases them (ending with ``ServiceError/cancelled`` when the caller is cancelled), and every
/// call recorded, and counted against the event being measured (``CostMeter``) as
/// `"<service>.<operation>"`, so a module's tests check its budget.
public final class SpyScript<Call: Equatable & Sendable>: Sendable {
    /// The service protocol the spy stands in for (`ContactManager`), naming its calls in budgets.
    public let service: String

    /// Creates one for a spy of `service` (its protocol's name) with nothing recorded.
    public init(service: String) {
        self.service = service
    }

    private struct State: Sendable {
        var source: FetchSource = .live
        var failure: ServiceError?
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state = Mutex(State())
    private let hold = FakeHold<Never>()

    /// Holds every call from now on, each until ``releaseCalls()`` (a held call whose caller is
    /// cancelled ends at once, as ``ServiceError/cancelled``).
    public func holdCalls() {
        hold.hold(nil)
    }

    /// Lets every held call go on, and holds none from now on.
    public func releaseCalls() {
        hold.release()
    }

    /// How many calls are held now.
    public var heldCallCount: Int { hold.heldCount }

    /// Where answers say they come from.
    public var source: FetchSource {
        get { state.withLock { $0.source } }
        set { state.withLock { $0.source = newValue } }
    }

    /// The error every call fails with, while set.
    public var failure: ServiceError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// Every call, in order.
    public var calls: [Call] { state.withLock { $0.calls } }
    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    /// Records `call`, waits while calls are held, then fails or returns the source to answer with.
    public func answer(_ call: Call) async throws(ServiceError) -> FetchSource {
        CostMeter.recordCall(call, of: service)
        let (failure, source) = state.withLock { state in
            state.calls.append(call)
            return (state.failure, state.source)
        }
        guard await hold.pass(nil) else {
            state.withLock { $0.cancelledCalls.append(call) }
            throw .cancelled
        }
        if let failure { throw failure }
        return source
    }
}

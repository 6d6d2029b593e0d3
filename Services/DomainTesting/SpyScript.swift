import Domain
import Synchronization

/// What a manager spy answers and what it was asked, shared by the spies of the gateway's
/// managers: where answers come from, an error every call fails with, a wait before answering
/// (ending with ``ServiceError/cancelled`` when the caller is cancelled), and every call recorded.
public final class SpyScript<Call: Equatable & Sendable>: Sendable {
    /// Creates one with nothing recorded.
    public init() {}

    private struct State: Sendable {
        var source: FetchSource = .live
        var failure: ServiceError?
        var delay: Duration = .zero
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state = Mutex(State())

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

    /// How long every call waits before answering.
    public var delay: Duration {
        get { state.withLock { $0.delay } }
        set { state.withLock { $0.delay = newValue } }
    }

    /// Every call, in order.
    public var calls: [Call] { state.withLock { $0.calls } }
    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    /// Records `call`, waits, then fails or returns the source to answer with.
    public func answer(_ call: Call) async throws(ServiceError) -> FetchSource {
        let (delay, failure, source) = state.withLock { state in
            state.calls.append(call)
            return (state.delay, state.failure, state.source)
        }
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                state.withLock { $0.cancelledCalls.append(call) }
                throw .cancelled
            }
        }
        if let failure { throw failure }
        return source
    }
}

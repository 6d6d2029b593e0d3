import Dispatch
import Synchronization

/// Resumes a continuation the first time any signal arrives, and keeps the signal sources alive until then.
final class ResumeOnce: Sendable {
    private let state: Mutex<(continuation: CheckedContinuation<Void, Never>?, sources: [any DispatchSourceSignal])>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        state = Mutex((continuation, []))
    }

    func keep(_ sources: [any DispatchSourceSignal]) {
        state.withLock { $0.sources = sources }
    }

    func resume() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}

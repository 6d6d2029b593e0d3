import Synchronization

/// A turn for one caller at a time, in the order they asked: ``DedicatedThread/runOneAtATime(_:)``
/// gives processor-bound test work (seconds of parsing) one core at most, however many tests ask
/// at once, so the rest of the suite keeps the other.
///
/// ```swift
/// await turn.take()
/// defer { turn.pass() }
/// ```
public final class OneAtATime: Sendable {
    private struct State: Sendable {
        var isTaken = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// A turn nobody holds.
    public init() {}

    /// Waits until the turn is free, then holds it.
    public func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.isTaken else {
                    state.isTaken = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Gives the turn to the next caller waiting, or frees it.
    public func pass() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.isTaken = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}

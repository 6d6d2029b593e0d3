import Synchronization

/// Wakes the ``OutboxSender``'s loop: ``signal()`` ends the current ``wait()``, or the next one
/// when nobody waits (a signal is never lost; several before a wait count as one).
final class WakeSignal: Sendable {
    private struct State {
        var isSignalled = false
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Returns when signalled (at once if a signal came since the last wait), or when the
    /// waiting task is cancelled.
    func wait() async {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    if state.isSignalled {
                        state.isSignalled = false
                        return true
                    }
                    if Task.isCancelled {
                        return true
                    }
                    state.waiters[id] = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                }
            }
        } onCancel: {
            let continuation = state.withLock { $0.waiters.removeValue(forKey: id) }
            continuation?.resume()
        }
    }

    /// Wakes every waiter, or the next wait when there is none.
    func signal() {
        let waiters = state.withLock { state in
            if state.waiters.isEmpty {
                state.isSignalled = true
                return [CheckedContinuation<Void, Never>]()
            }
            let waiters = Array(state.waiters.values)
            state.waiters = [:]
            return waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }
}

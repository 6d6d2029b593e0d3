import Foundation
import Gateway
import Synchronization

/// A ``GatewayClock`` the test drives: time stands still until the test advances it, and every
/// sleep waits for the test. The test reads each requested duration, then lets the sleeper go.
final class StepClock: GatewayClock {
    private struct Sleeper {
        let duration: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
        var watchers: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    /// A clock starting at `start` (a whole second, so dates round to milliseconds exactly).
    init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(now: start))
    }

    var now: Date { state.withLock { $0.now } }

    func sleep(for duration: Duration) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (cancelled, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if Task.isCancelled { return (true, []) }
                    state.sleepers[id] = Sleeper(duration: duration, continuation: continuation)
                    defer { state.watchers = [] }
                    return (false, state.watchers)
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
                for watcher in watchers { watcher.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Waits until somebody sleeps on the clock and returns how long they asked to sleep.
    func nextSleep() async -> Duration {
        while true {
            if let duration = state.withLock({ $0.sleepers.min { $0.key < $1.key }?.value.duration }) {
                return duration
            }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    if state.sleepers.isEmpty {
                        state.watchers.append(continuation)
                        return false
                    }
                    return true
                }
                if ready { continuation.resume() }
            }
        }
    }

    /// Moves time forward by `interval`, waking nobody (for code that only reads the time).
    func pass(_ interval: TimeInterval) {
        state.withLock { $0.now = $0.now.addingTimeInterval(interval) }
    }

    /// Moves time forward by the oldest sleeper's duration and wakes it.
    func advance() {
        let sleeper = state.withLock { state -> Sleeper? in
            guard let id = state.sleepers.keys.min(), let sleeper = state.sleepers.removeValue(forKey: id) else { return nil }
            let (seconds, attoseconds) = sleeper.duration.components
            state.now = state.now.addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
            return sleeper
        }
        sleeper?.continuation.resume()
    }
}

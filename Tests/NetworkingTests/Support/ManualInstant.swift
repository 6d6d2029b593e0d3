import Synchronization

/// A clock reading the test moves by hand: `now` is what the code under test reads, and only
/// ``advance(by:)`` changes it.
final class ManualInstant: Sendable {
    private let current = Mutex(ContinuousClock.now)

    /// The instant now.
    var now: ContinuousClock.Instant { current.withLock { $0 } }

    /// Moves the clock on by `duration`.
    func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }
}

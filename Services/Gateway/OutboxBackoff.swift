/// How long the ``OutboxSender`` waits after failures to reach the server: `initial` after the
/// first, doubling after each further one, never more than `maximum`; back to `initial` after a
/// success.
public struct OutboxBackoff: Sendable, Equatable {
    /// The wait after one failure.
    public var initial: Duration
    /// The longest wait.
    public var maximum: Duration

    /// A backoff from `initial` doubling up to `maximum`.
    public init(initial: Duration = .milliseconds(500), maximum: Duration = .seconds(30)) {
        self.initial = initial
        self.maximum = maximum
    }

    /// The app's backoff: 0.5 s doubling up to 30 s.
    public static let standard = OutboxBackoff()

    /// The wait after `failures` consecutive failures (1 or more): `initial × 2^(failures - 1)`,
    /// at most `maximum`.
    public func delay(afterFailures failures: Int) -> Duration {
        var delay = initial
        var doublings = max(0, failures - 1)
        while doublings > 0, delay < maximum {
            delay = delay * 2
            doublings -= 1
        }
        return min(delay, maximum)
    }
}

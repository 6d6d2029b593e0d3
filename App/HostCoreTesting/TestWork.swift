/// How long a test module's work runs: for a short while of its own (work that ends by itself,
/// which a host waits for), or until the module is closed (work that outlasts any wait of the host,
/// held rather than slept, so no test depends on a long wait not having ended).
public enum TestWork: Sendable, Equatable {
    /// Ends by itself after `duration`.
    case lasting(Duration)
    /// Ends only when its module is closed and the work cancelled.
    case untilClosed
}

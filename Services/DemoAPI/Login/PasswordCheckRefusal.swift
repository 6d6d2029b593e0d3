/// A password check the ``PasswordCheckGate`` turned away without running it, and when the login
/// may be tried again: how long the checks ahead of it are expected to take.
struct PasswordCheckRefusal: Error, Sendable, Equatable {
    /// How long to wait before trying again.
    let retryAfter: Duration

    /// ``retryAfter`` in whole seconds, rounded up, at least 1 (what `Retry-After` says).
    var retryAfterSeconds: Int {
        let (seconds, fraction) = retryAfter.components
        return max(1, Int(seconds) + (fraction > 0 ? 1 : 0))
    }
}

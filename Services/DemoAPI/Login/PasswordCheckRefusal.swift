import ServerKit

/// A password check the ``PasswordCheckGate`` turned away without running it, and when the login
/// may be tried again: how long the checks ahead of it are expected to take.
struct PasswordCheckRefusal: Error, Sendable, Equatable {
    /// How long to wait before trying again.
    let retryAfter: Duration

    /// ``retryAfter`` as the answer's `Retry-After` says it.
    var retryAfterSeconds: Int { retryAfter.retryAfterSeconds }
}

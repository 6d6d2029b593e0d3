/// A login post the ``AdmissionGate`` turned away at once instead of letting it wait in its line:
/// at the measured time a login holds its place, its turn would come later than the gate lets a
/// login wait. Says how long that is, for the answer's `Retry-After`.
struct AdmissionRefusal: Error, Sendable, Equatable {
    /// How long the login would have waited for its turn.
    let retryAfter: Duration
}

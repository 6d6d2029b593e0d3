import Domain

/// How one attempt of the ``OutboxSender`` at sending an order ended.
enum OutboxOutcome: Sendable, Equatable {
    /// The server has the order (now or from an earlier attempt).
    case sent
    /// The server could not be reached or failed: the order waits for the backoff.
    case retryLater
    /// The server refused the order: it is never sent again.
    case refused(ServiceError)
    /// The user's session was refused: the order waits until a new session is stored.
    case waitingForLogin
    /// The attempt was cancelled (the sender is stopping); the order stays pending.
    case cancelled
    /// There is no such order in the outbox, or it could not be read.
    case missing
}

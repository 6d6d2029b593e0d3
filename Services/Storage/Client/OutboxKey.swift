/// What identifies an order in the outbox: its user and its idempotency key. The server keys
/// orders per user, so two users may use the same key; the client does the same, so one user's
/// order can never be read, overwritten or marked sent on the strength of another's.
public struct OutboxKey: Sendable, Hashable, CustomStringConvertible {
    /// The user the order belongs to.
    public let userID: Int64
    /// The order's idempotency key.
    public let key: String

    /// The order `key` of user `userID`.
    public init(userID: Int64, key: String) {
        self.userID = userID
        self.key = key
    }

    /// `key` of user `userID`, for logs.
    public var description: String { "\(key) of user \(userID)" }
}

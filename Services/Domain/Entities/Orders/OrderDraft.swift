import Foundation

/// An order the user has filled in and saved, before any manager has stored it.
///
/// `key` identifies the order everywhere: it is the outbox row's key, the `Idempotency-Key` the
/// client sends and the key the server stores once. The use case makes it once per draft, so
/// saving the same draft twice (a double click, a retried request) can never make two orders.
public struct OrderDraft: Sendable, Equatable, Hashable, Codable {
    /// The order's idempotency key (a UUID string).
    public let key: String
    /// The user the order is made by: the use case stamps it with the logged-in user, and a
    /// manager refuses a draft of another user (the server checks its session's user too).
    public let userID: Int64
    /// The contact the order is for.
    public let contactID: Int64
    /// The product ordered.
    public let productID: Int64
    /// How many (at least 1; the use case owns the upper limit).
    public let quantity: Int
    /// When the user saved it.
    public let createdAt: Date

    /// Creates a draft.
    public init(key: String, userID: Int64, contactID: Int64, productID: Int64, quantity: Int, createdAt: Date) {
        self.key = key
        self.userID = userID
        self.contactID = contactID
        self.productID = productID
        self.quantity = quantity
        self.createdAt = createdAt
    }
}

import Domain
import Foundation
import GRDB

/// One row of the client database's local orders: an order, whose user it is, and how sending it
/// has gone so far.
public struct OutboxEntry: Sendable, Equatable {
    /// The order as saved (its ``Order/status`` says whether it still waits to be sent).
    public let order: Order
    /// The user the order belongs to (its session sends it).
    public let userID: Int64
    /// How many times sending it failed.
    public let attempts: Int
    /// When it may be tried again.
    public let nextAttemptAt: Date
    /// Why the last attempt failed, or why the server refused it.
    public let lastError: String?
    /// When the row was written first.
    public let savedAt: Date

    /// Creates an entry.
    public init(order: Order, userID: Int64, attempts: Int, nextAttemptAt: Date, lastError: String?, savedAt: Date) {
        self.order = order
        self.userID = userID
        self.attempts = attempts
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
        self.savedAt = savedAt
    }

    /// The order's idempotency key.
    public var key: String { order.id }
    /// The order's user and key: what identifies it in the outbox.
    public var id: OutboxKey { OutboxKey(userID: userID, key: order.id) }

    /// The request that sends the order (the same bytes on every attempt).
    public var request: CreateOrderRequest {
        CreateOrderRequest(contactID: order.contactID, productID: order.productID, quantity: order.quantity, createdAt: order.createdAt)
    }

    /// The columns ``init(row:)`` reads, in the order of a `SELECT`.
    static let selection = """
        key, contact_id, contact_name, product_id, product_name, quantity, unit_price, item_total, tax, total,
        created_at, status, user_id, attempts, next_attempt_at, last_error, saved_at
        """

    /// The entry in a row selected with ``selection``.
    init(row: Row) {
        let status = OrderStatus(rawValue: row[11]) ?? .pending
        order = Order(row: row, status: status)
        userID = row[12]
        attempts = row[13]
        nextAttemptAt = Milliseconds.date(row[14])
        lastError = row[15]
        savedAt = Milliseconds.date(row[16])
    }
}

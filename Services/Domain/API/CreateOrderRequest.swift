import Foundation

/// The body of `POST /api/orders` (sent with an ``APIHeader/idempotencyKey`` header).
/// The server prices the order from its own products (``OrderPricing``).
public struct CreateOrderRequest: Sendable, Equatable, Codable {
    /// The contact the order is for.
    public let contactID: Int64
    /// The product ordered.
    public let productID: Int64
    /// How many (1 or more).
    public let quantity: Int
    /// When the user saved the order (kept, so a late send keeps its day in the history).
    /// The server refuses one outside ``createdAtRange``.
    public let createdAt: Date

    /// The times an order may carry: from 1970 to the end of the year 9999, so every stored
    /// order has a date every reader can show and every store can count in milliseconds.
    public static let createdAtRange = Date(timeIntervalSince1970: 0) ... Date(timeIntervalSince1970: 253_402_300_799.999)

    /// Why the server refuses this request's ``createdAt`` (a sentence), or `nil` when it is in ``createdAtRange``.
    public var createdAtProblem: String? {
        guard !Self.createdAtRange.contains(createdAt) else { return nil }
        let milliseconds = (createdAt.timeIntervalSince1970 * 1000).rounded()
        let shown = abs(milliseconds) < 9e15 ? String(Int64(milliseconds)) : "\(milliseconds)"
        return "createdAt must be the milliseconds since 1970 of a time before the year 10000, not \(shown)."
    }

    /// Creates a request.
    public init(contactID: Int64, productID: Int64, quantity: Int, createdAt: Date) {
        self.contactID = contactID
        self.productID = productID
        self.quantity = quantity
        self.createdAt = createdAt
    }
}

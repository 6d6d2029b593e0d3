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
    public let createdAt: Date

    /// Creates a request.
    public init(contactID: Int64, productID: Int64, quantity: Int, createdAt: Date) {
        self.contactID = contactID
        self.productID = productID
        self.quantity = quantity
        self.createdAt = createdAt
    }
}

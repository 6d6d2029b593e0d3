import Domain
import Foundation

/// One of the contact's orders as the use case outputs it: what a row needs, unformatted (the
/// presenter writes the money as currency and the date as text).
public struct ContactDetailOrderPresentationModel: Sendable, Equatable {
    /// The order's id.
    public let id: String
    /// The product's name.
    public let productName: String
    /// How many.
    public let quantity: Int
    /// The order's total, tax included.
    public let total: Money
    /// When the user saved it.
    public let createdAt: Date
    /// Whether the server has it yet.
    public let status: OrderStatus

    /// The presentation model of `order`.
    public init(order: Order) {
        self.id = order.id
        self.productName = order.productName
        self.quantity = order.quantity
        self.total = order.total
        self.createdAt = order.createdAt
        self.status = order.status
    }
}

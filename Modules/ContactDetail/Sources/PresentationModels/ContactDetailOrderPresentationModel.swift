import Domain
import Foundation

/// One of the contact's orders as the use case outputs it: what a row needs, unformatted (the
/// presenter writes the money as currency and the date as text).
struct ContactDetailOrderPresentationModel: Sendable, Equatable {
    /// The order's id.
    let id: String
    /// The product's name.
    let productName: String
    /// How many.
    let quantity: Int
    /// The order's total, tax included.
    let total: Money
    /// When the user saved it.
    let createdAt: Date
    /// Whether the server has it yet.
    let status: OrderStatus
    /// Why it is not on the server (the server's reason for a refused order), if it says.
    let statusReason: String?

    /// The presentation model of `order`.
    init(order: Order) {
        self.id = order.id
        self.productName = order.productName
        self.quantity = order.quantity
        self.total = order.total
        self.createdAt = order.createdAt
        self.status = order.status
        self.statusReason = order.statusReason
    }
}

import Domain
import Foundation

/// One order of the history, as the use case hands it to the presenter: what the row needs,
/// unformatted (the presenter writes the time and the money).
struct OrderHistoryOrderPresentationModel: Sendable, Equatable, Identifiable {
    /// The order's id (its idempotency key).
    let id: String
    /// When the user saved it.
    let createdAt: Date
    /// The contact it is for.
    let contactName: String
    /// The product ordered.
    let productName: String
    /// How many.
    let quantity: Int
    /// Item total plus tax.
    let total: Money
    /// Whether the server has the order yet.
    let status: OrderStatus
    /// Why it is not on the server (the server's reason for a refused order), if it says.
    let statusReason: String?

    /// The model of `order`.
    init(_ order: Order) {
        self.id = order.id
        self.createdAt = order.createdAt
        self.contactName = order.contactName
        self.productName = order.productName
        self.quantity = order.quantity
        self.total = order.total
        self.status = order.status
        self.statusReason = order.statusReason
    }
}

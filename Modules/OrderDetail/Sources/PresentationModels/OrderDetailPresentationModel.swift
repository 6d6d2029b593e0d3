import Domain
import Foundation

/// The order as the use case outputs it: every value the screen shows, unformatted (the presenter
/// writes money as currency and dates as text).
struct OrderDetailPresentationModel: Sendable, Equatable {
    /// The order's id.
    let id: String
    /// Whom it is for.
    let contactName: String
    /// The product's name.
    let productName: String
    /// How many.
    let quantity: Int
    /// The price of one.
    let unitPrice: Money
    /// Unit price × quantity.
    let itemTotal: Money
    /// The tax on the item total.
    let tax: Money
    /// Item total plus tax.
    let total: Money
    /// When the user saved it.
    let createdAt: Date
    /// Whether the server has it.
    let status: OrderStatus
    /// Why it is not on the server, if that is known.
    let statusReason: String?

    /// The model of `order`.
    init(_ order: Order) {
        id = order.id
        contactName = order.contactName
        productName = order.productName
        quantity = order.quantity
        unitPrice = order.unitPrice
        itemTotal = order.itemTotal
        tax = order.tax
        total = order.total
        createdAt = order.createdAt
        status = order.status
        statusReason = order.statusReason
    }
}

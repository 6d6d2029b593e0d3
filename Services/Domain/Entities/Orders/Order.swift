import Foundation

/// An order of one product for one contact, with its prices (see ``OrderPricing``).
public struct Order: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The order's idempotency key, the same from the outbox to the server (see ``OrderDraft``).
    public let id: String
    /// The contact the order is for.
    public let contactID: Int64
    /// The contact's name when the order was made.
    public let contactName: String
    /// The product ordered.
    public let productID: Int64
    /// The product's name when the order was made.
    public let productName: String
    /// How many.
    public let quantity: Int
    /// The price of one.
    public let unitPrice: Money
    /// `unitPrice` × `quantity`.
    public let itemTotal: Money
    /// The tax on the item total.
    public let tax: Money
    /// Item total plus tax.
    public let total: Money
    /// When the user saved it.
    public let createdAt: Date
    /// Whether the server has it yet.
    public let status: OrderStatus

    /// Creates an order.
    public init(
        id: String,
        contactID: Int64,
        contactName: String,
        productID: Int64,
        productName: String,
        quantity: Int,
        unitPrice: Money,
        itemTotal: Money,
        tax: Money,
        total: Money,
        createdAt: Date,
        status: OrderStatus
    ) {
        self.id = id
        self.contactID = contactID
        self.contactName = contactName
        self.productID = productID
        self.productName = productName
        self.quantity = quantity
        self.unitPrice = unitPrice
        self.itemTotal = itemTotal
        self.tax = tax
        self.total = total
        self.createdAt = createdAt
        self.status = status
    }

    /// The order `draft` makes for `contact` and `product`, priced by ``OrderPricing``.
    public init(draft: OrderDraft, contactName: String, product: Product, status: OrderStatus) {
        let price = OrderPricing.price(unitPrice: product.unitPrice, quantity: draft.quantity)
        self.init(
            id: draft.key,
            contactID: draft.contactID,
            contactName: contactName,
            productID: product.id,
            productName: product.name,
            quantity: draft.quantity,
            unitPrice: product.unitPrice,
            itemTotal: price.itemTotal,
            tax: price.tax,
            total: price.total,
            createdAt: draft.createdAt,
            status: status
        )
    }

    /// The same order with another status.
    public func with(status: OrderStatus) -> Order {
        Order(
            id: id, contactID: contactID, contactName: contactName, productID: productID, productName: productName,
            quantity: quantity, unitPrice: unitPrice, itemTotal: itemTotal, tax: tax, total: total,
            createdAt: createdAt, status: status
        )
    }
}

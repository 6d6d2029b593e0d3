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
    /// Why it is not on the server, for an order that is not ``OrderStatus/sent``: the server's
    /// reason for a refused order ("The product is no longer sold."), or what stopped the last
    /// attempt at sending a pending one; `nil` when there is nothing to tell.
    public let statusReason: String?

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
        status: OrderStatus,
        statusReason: String? = nil
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
        self.statusReason = statusReason
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

    /// The same order with another status and, unless it is sent, `reason` for it (a sent order
    /// has nothing to explain).
    public func with(status: OrderStatus, reason: String? = nil) -> Order {
        Order(
            id: id, contactID: contactID, contactName: contactName, productID: productID, productName: productName,
            quantity: quantity, unitPrice: unitPrice, itemTotal: itemTotal, tax: tax, total: total,
            createdAt: createdAt, status: status, statusReason: status == .sent ? nil : reason
        )
    }
}

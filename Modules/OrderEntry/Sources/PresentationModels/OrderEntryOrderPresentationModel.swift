import Domain

/// The order the save use case made, as it hands it to the presenter: the amounts unformatted
/// (the presenter writes them as currency) and whether the server has it yet.
public struct OrderEntryOrderPresentationModel: Sendable, Equatable {
    /// The product's name.
    public let productName: String
    /// How many.
    public let quantity: Int
    /// The price of one.
    public let unitPrice: Money
    /// Unit price × quantity.
    public let itemTotal: Money
    /// The tax on the item total.
    public let tax: Money
    /// Item total plus tax.
    public let orderTotal: Money
    /// Whether the server has the order yet.
    public let status: OrderStatus
    /// The saved order itself, which the presenter does not read: it hands it to the router, which
    /// passes it to the module's delegate (seed 002: data in the model for a later event).
    public let order: Order

    /// The model of `order`.
    public init(_ order: Order) {
        self.productName = order.productName
        self.quantity = order.quantity
        self.unitPrice = order.unitPrice
        self.itemTotal = order.itemTotal
        self.tax = order.tax
        self.orderTotal = order.total
        self.status = order.status
        self.order = order
    }
}

import Domain

/// The order the save use case made, as it hands it to the presenter: the amounts unformatted
/// (the presenter writes them as currency) and whether the server has it yet.
struct OrderEntryOrderPresentationModel: Sendable, Equatable {
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
    let orderTotal: Money
    /// Whether the server has the order yet.
    let status: OrderStatus
    /// Why the server refused the order, as it said; `nil` unless refused with a reason.
    let statusReason: String?
    /// The order's id, which the presenter hands to the router for the module's delegate.
    let id: Order.ID

    /// The model of `order`.
    init(_ order: Order) {
        self.productName = order.productName
        self.quantity = order.quantity
        self.unitPrice = order.unitPrice
        self.itemTotal = order.itemTotal
        self.tax = order.tax
        self.orderTotal = order.total
        self.status = order.status
        self.statusReason = order.status == .sent ? nil : order.statusReason
        self.id = order.id
    }
}

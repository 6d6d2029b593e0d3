import Domain

/// One product the order can be for, as the use case hands it to the presenter: only what the
/// picker needs, made from the entity.
struct OrderEntryProductPresentationModel: Sendable, Equatable {
    /// The product's id, which the picker sends back when it is chosen.
    let id: Int64
    /// The product's name.
    let name: String
    /// The price of one, unformatted (the presenter writes it as currency).
    let unitPrice: Money

    /// The model of `product`.
    init(_ product: Product) {
        self.id = product.id
        self.name = product.name
        self.unitPrice = product.unitPrice
    }
}

/// Something that can be ordered, at a unit price.
public struct Product: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The product's id.
    public let id: Int64
    /// The product's name.
    public let name: String
    /// The price of one.
    public let unitPrice: Money

    /// Creates a product.
    public init(id: Int64, name: String, unitPrice: Money) {
        self.id = id
        self.name = name
        self.unitPrice = unitPrice
    }
}

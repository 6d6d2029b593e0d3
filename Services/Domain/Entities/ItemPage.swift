/// One page of items: the items at `offset ..< offset + items.count`, and how many there are in all.
public struct ItemPage: Sendable, Equatable, Codable {
    /// The items of the page, in list order.
    public let items: [Item]
    /// The index of the page's first item in the whole list.
    public let offset: Int
    /// How many items the whole list has.
    public let total: Int

    /// Creates a page.
    public init(items: [Item], offset: Int, total: Int) {
        self.items = items
        self.offset = offset
        self.total = total
    }
}

import Domain
import ItemDetailInterface

/// An ``ItemDetailDelegate`` that records what it hears, for the tests of the item detail module and of
/// the modules that open it.
@MainActor
public final class ItemDetailDelegateSpy: ItemDetailDelegate {
    /// The items the detail reported as updated.
    public private(set) var updated: [Item] = []

    public init() {}

    public func itemDetail(didUpdate item: Item) {
        updated.append(item)
    }
}

import Domain
import ItemDetailInterface

/// An ``ItemDetailDelegate`` that records the items it hears about.
@MainActor
final class ItemDetailDelegateSpy: ItemDetailDelegate {
    private(set) var updated: [Item] = []

    func itemDetail(didUpdate item: Item) {
        updated.append(item)
    }
}

import Domain
import ItemDetailInterface

/// Reports saved changes to the module's delegate: what the module tells the one that opened it
/// goes through the router, as its navigation does.
@MainActor
final class ItemDetailDefaultRouter: ItemDetailRouter {
    weak var delegate: (any ItemDetailDelegate)?

    init(delegate: (any ItemDetailDelegate)?) {
        self.delegate = delegate
    }

    func notifyDidUpdate(_ item: Item) {
        delegate?.itemDetail(didUpdate: item)
    }
}

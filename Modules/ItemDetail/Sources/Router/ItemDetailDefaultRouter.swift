import Domain
import ItemDetailInterface

/// Reports saved changes to the module's delegate: what the module tells the one that opened it
/// goes through the router, as its navigation does.
@MainActor
final class ItemDetailDefaultRouter: ItemDetailRouter {
    /// The module's delegate, held weakly.
    weak var delegate: (any ItemDetailDelegate)?

    /// Creates the router reporting to `delegate`.
    init(delegate: (any ItemDetailDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    func notifyDidUpdate(_ item: Item) {
        delegate?.itemDetail(didUpdate: item)
    }
}

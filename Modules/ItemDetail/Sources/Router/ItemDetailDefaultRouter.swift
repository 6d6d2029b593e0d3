import Domain
import ItemDetailInterface

/// Reports saved changes to the module's delegate (seed 003: delegate calls live in the router).
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

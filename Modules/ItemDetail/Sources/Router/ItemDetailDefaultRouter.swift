import Domain
import ItemDetailInterface

/// Reports saved changes to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
public final class ItemDetailDefaultRouter: ItemDetailRouter {
    /// The module's delegate, held weakly.
    public weak var delegate: (any ItemDetailDelegate)?

    /// Creates the router reporting to `delegate`.
    public init(delegate: (any ItemDetailDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    public func notifyDidUpdate(_ item: Item) {
        delegate?.itemDetail(didUpdate: item)
    }
}

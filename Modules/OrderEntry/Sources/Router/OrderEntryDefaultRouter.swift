import Domain
import OrderEntryInterface

/// Reports saved orders to the module's delegate (seed 003: delegate calls live in the router).
@MainActor
final class OrderEntryDefaultRouter: OrderEntryRouter {
    /// The module's delegate, held weakly.
    weak var delegate: (any OrderEntryDelegate)?

    /// Creates the router reporting to `delegate`.
    init(delegate: (any OrderEntryDelegate)?) {
        self.delegate = delegate
    }

    /// Tells the delegate, if it is still there.
    func notifyDidSave(_ order: Order) {
        delegate?.orderEntry(didSave: order)
    }
}

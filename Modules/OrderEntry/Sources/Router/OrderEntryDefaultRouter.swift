import Domain
import OrderEntryInterface

/// Reports saved orders to the module's delegate: calls to the module that opened this one go
/// through the router, as navigation does.
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

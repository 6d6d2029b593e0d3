import Domain
import OrderEntryInterface

/// Reports saved orders to the module's delegate: calls to the module that opened this one go
/// through the router, as navigation does.
@MainActor
final class OrderEntryDefaultRouter: OrderEntryRouter {
    weak var delegate: (any OrderEntryDelegate)?

    init(delegate: (any OrderEntryDelegate)?) {
        self.delegate = delegate
    }

    func notifyDidSave(orderID: Order.ID) {
        delegate?.orderEntry(didSaveOrderWithID: orderID)
    }
}

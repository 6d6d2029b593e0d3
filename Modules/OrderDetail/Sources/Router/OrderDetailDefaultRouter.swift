import OrderDetailInterface

/// Tells the module's delegate what happened: calls to the module that opened this one go through
/// the router, as navigation does.
@MainActor
final class OrderDetailDefaultRouter: OrderDetailRouter {
    weak var delegate: (any OrderDetailDelegate)?

    init(delegate: (any OrderDetailDelegate)?) {
        self.delegate = delegate
    }

    func notifyDidSendAgain(orderID: String) {
        delegate?.orderDetail(didSendAgainOrderWithID: orderID)
    }
}

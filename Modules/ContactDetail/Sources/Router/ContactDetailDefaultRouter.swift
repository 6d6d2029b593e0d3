import OrderDetailInterface
import OrderEntryInterface
import ViperKit

/// Pushes the order entry module, built through the injected ``OrderEntryBuilding`` with the
/// contact's id as its input and the delegate that hears about saved orders, and an order's detail,
/// built through the injected ``OrderDetailBuilding``.
@MainActor
final class ContactDetailDefaultRouter: ContactDetailRouter {
    weak var view: ModuleView?
    private let orderEntry: any OrderEntryBuilding
    private let orderDetail: any OrderDetailBuilding

    /// Creates the router; it holds the builders strongly.
    init(orderEntry: any OrderEntryBuilding, orderDetail: any OrderDetailBuilding) {
        self.orderEntry = orderEntry
        self.orderDetail = orderDetail
    }

    /// Builds a new order for contact `contactID` and pushes it on the view's navigator.
    func routeToNewOrder(contactID: Int64, delegate: (any OrderEntryDelegate)?) {
        guard let navigator = view?.navigator else { return }
        navigator.push(orderEntry.build(input: OrderEntryInput(contactID: contactID), delegate: delegate))
    }

    /// Builds order `id`'s detail and pushes it on the view's navigator.
    func routeToOrder(id: String, delegate: (any OrderDetailDelegate)?) {
        guard let navigator = view?.navigator else { return }
        navigator.push(orderDetail.build(input: OrderDetailInput(orderID: id), delegate: delegate))
    }
}

import OrderEntryInterface
import ViperKit

/// Pushes the order entry module, built through the injected ``OrderEntryBuilding`` with the
/// contact's id as its input and the delegate that hears about saved orders.
@MainActor
final class ContactDetailDefaultRouter: ContactDetailRouter {
    weak var view: ModuleView?
    private let orderEntry: any OrderEntryBuilding

    /// Creates the router; it holds the `orderEntry` builder strongly.
    init(orderEntry: any OrderEntryBuilding) {
        self.orderEntry = orderEntry
    }

    /// Builds a new order for contact `contactID` and pushes it on the view's navigator.
    func routeToNewOrder(contactID: Int64, delegate: (any OrderEntryDelegate)?) {
        guard let navigator = view?.navigator else { return }
        navigator.push(orderEntry.build(input: OrderEntryInput(contactID: contactID), delegate: delegate))
    }
}

import ContactDetailInterface
import OrderHistoryInterface
import ViperKit

/// Pushes the contact detail and the order history, built through the injected builders; the
/// contact's id goes to the detail's builder as its input.
@MainActor
final class ContactListDefaultRouter: ContactListRouter {
    weak var view: ModuleView?
    private let detail: any ContactDetailBuilding
    private let orderHistory: any OrderHistoryBuilding

    /// Creates the router; it holds the `detail` and `orderHistory` builders strongly.
    init(detail: any ContactDetailBuilding, orderHistory: any OrderHistoryBuilding) {
        self.detail = detail
        self.orderHistory = orderHistory
    }

    /// Builds contact `id`'s detail and pushes it on the view's navigator.
    func routeToContact(id: Int64) {
        guard let navigator = view?.navigator else { return }
        navigator.push(detail.build(input: ContactDetailInput(contactID: id)))
    }

    /// Builds the order history and pushes it on the view's navigator.
    func routeToOrderHistory() {
        guard let navigator = view?.navigator else { return }
        navigator.push(orderHistory.build())
    }
}

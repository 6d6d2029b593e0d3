@testable import ContactList

/// A ``ContactListRouter`` that records where it was asked to go.
@MainActor
final class ContactListRouterSpy: ContactListRouter {
    private(set) var contacts: [Int64] = []
    private(set) var orderHistoryCount = 0

    func routeToContact(id: Int64) {
        contacts.append(id)
    }

    func routeToOrderHistory() {
        orderHistoryCount += 1
    }
}

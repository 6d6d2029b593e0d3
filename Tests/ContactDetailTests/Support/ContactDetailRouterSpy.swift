import OrderEntryInterface

@testable import ContactDetail

/// A ``ContactDetailRouter`` that records the new orders it was asked to open.
@MainActor
final class ContactDetailRouterSpy: ContactDetailRouter {
    private(set) var newOrderContactIDs: [Int64] = []
    private(set) weak var lastDelegate: (any OrderEntryDelegate)?

    func routeToNewOrder(contactID: Int64, delegate: (any OrderEntryDelegate)?) {
        newOrderContactIDs.append(contactID)
        lastDelegate = delegate
    }
}

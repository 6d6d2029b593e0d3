import Domain

@testable import ContactDetail

/// A ``ContactDetailInteractor`` that records what it was asked to do.
@MainActor
final class ContactDetailInteractorSpy: ContactDetailInteractor {
    private(set) var loads: [Int64] = []
    private(set) var savedOrders: [Order] = []

    func loadContact(id: Int64) {
        loads.append(id)
    }

    func addSavedOrder(_ order: Order) {
        savedOrders.append(order)
    }
}

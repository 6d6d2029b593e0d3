import Domain
import OrderEntryInterface

/// An ``OrderEntryDelegate`` that records the orders it hears about.
@MainActor
final class OrderEntryDelegateSpy: OrderEntryDelegate {
    private(set) var saved: [Order] = []

    func orderEntry(didSave order: Order) {
        saved.append(order)
    }
}

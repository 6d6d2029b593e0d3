import OrderHistory
import OrderHistoryInterface

/// A ``OrderHistoryDelegate`` that records the selections it hears about.
@MainActor
final class OrderHistoryDelegateSpy: OrderHistoryDelegate {
    private(set) var selected: [String] = []

    func orderHistory(didSelect id: String) {
        selected.append(id)
    }
}

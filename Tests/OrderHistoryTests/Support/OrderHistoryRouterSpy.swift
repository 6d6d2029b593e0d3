import OrderHistory

/// A ``OrderHistoryRouter`` that records the selections it was asked to report.
@MainActor
final class OrderHistoryRouterSpy: OrderHistoryRouter {
    private(set) var selected: [OrderHistoryRecord] = []

    func notifyDidSelect(_ record: OrderHistoryRecord) {
        selected.append(record)
    }
}

import Domain
@testable import OrderEntry

/// An ``OrderEntryRouter`` that records the orders it was asked to report.
@MainActor
final class OrderEntryRouterSpy: OrderEntryRouter {
    private(set) var saved: [Order] = []

    func notifyDidSave(_ order: Order) {
        saved.append(order)
    }
}

import Domain

@testable import ItemDetail

/// An ``ItemDetailRouter`` that records the updates it was asked to report.
@MainActor
final class ItemDetailRouterSpy: ItemDetailRouter {
    private(set) var updates: [Item] = []

    func notifyDidUpdate(_ item: Item) {
        updates.append(item)
    }
}

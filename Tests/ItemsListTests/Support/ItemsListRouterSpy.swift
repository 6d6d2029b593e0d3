import ItemDetailInterface
@testable import ItemsList

/// An ``ItemsListRouter`` that records the details it was asked to show.
@MainActor
final class ItemsListRouterSpy: ItemsListRouter {
    private(set) var detailIDs: [Int64] = []
    private(set) var delegates: [(any ItemDetailDelegate)?] = []

    func routeToDetail(id: Int64, delegate: (any ItemDetailDelegate)?) {
        detailIDs.append(id)
        delegates.append(delegate)
    }
}

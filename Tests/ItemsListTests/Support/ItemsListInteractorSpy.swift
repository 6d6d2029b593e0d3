@testable import ItemsList

/// An ``ItemsListInteractor`` that records what it was asked to do.
@MainActor
final class ItemsListInteractorSpy: ItemsListInteractor {
    struct PageRequest: Equatable {
        let offset: Int
        let limit: Int
    }

    private(set) var pageRequests: [PageRequest] = []
    private(set) var cancelCount = 0
    private(set) var deleteAllCount = 0

    func loadPage(offset: Int, limit: Int) {
        pageRequests.append(PageRequest(offset: offset, limit: limit))
    }

    func cancelPageLoads() {
        cancelCount += 1
    }

    func deleteAll() {
        deleteAllCount += 1
    }
}

import Domain
import Foundation

@testable import ItemsList

/// Records what an items list interactor reports.
@MainActor
final class ItemsListOutputSpy: ItemsListInteractorOutput {
    private(set) var pages: [ItemPage] = []
    /// When each page reported was saved on the device (`nil` for a live one), in order.
    private(set) var cachedAt: [Date?] = []
    private(set) var pageFailures: [(offset: Int, error: ServiceError)] = []
    private(set) var deletedCounts: [Int] = []
    private(set) var deleteFailures: [ServiceError] = []

    var reportCount: Int { pages.count + pageFailures.count + deletedCounts.count + deleteFailures.count }

    func didLoad(_ page: ItemPage, cachedAt: Date?) {
        pages.append(page)
        self.cachedAt.append(cachedAt)
    }
    func didFailToLoadPage(at offset: Int, error: ServiceError) { pageFailures.append((offset, error)) }
    func didDeleteAll(count: Int) { deletedCounts.append(count) }
    func didFailToDeleteAll(_ error: ServiceError) { deleteFailures.append(error) }
}

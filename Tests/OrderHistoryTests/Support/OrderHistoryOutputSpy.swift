import Domain
import OrderHistory

/// Records what a Order history interactor reports.
@MainActor
final class OrderHistoryOutputSpy: OrderHistoryInteractorOutput {
    private(set) var pages: [OrderHistoryPage] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { pages.count + failures.count }

    func didLoad(_ page: OrderHistoryPage) { pages.append(page) }
    func didFailToLoad(_ error: ServiceError) { failures.append(error) }
}

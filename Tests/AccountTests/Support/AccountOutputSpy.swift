import Domain
import Account

/// Records what a Account interactor reports.
@MainActor
final class AccountOutputSpy: AccountInteractorOutput {
    private(set) var pages: [AccountPage] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { pages.count + failures.count }

    func didLoad(_ page: AccountPage) { pages.append(page) }
    func didFailToLoad(_ error: ServiceError) { failures.append(error) }
}

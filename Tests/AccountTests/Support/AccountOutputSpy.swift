@testable import Account
import Domain

/// Records what an account interactor reports.
@MainActor
final class AccountOutputSpy: AccountInteractorOutput {
    private(set) var loaded: [AccountDetails] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { loaded.count + failures.count }

    func didLoad(_ details: AccountDetails) { loaded.append(details) }
    func didFailToLoad(_ error: ServiceError) { failures.append(error) }
}

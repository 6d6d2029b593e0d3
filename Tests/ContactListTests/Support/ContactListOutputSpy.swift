import Domain
import ContactList

/// Records what a Contact list interactor reports.
@MainActor
final class ContactListOutputSpy: ContactListInteractorOutput {
    private(set) var pages: [ContactListPage] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { pages.count + failures.count }

    func didLoad(_ page: ContactListPage) { pages.append(page) }
    func didFailToLoad(_ error: ServiceError) { failures.append(error) }
}

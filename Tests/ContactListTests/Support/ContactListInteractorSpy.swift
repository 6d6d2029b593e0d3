@testable import ContactList

/// A ``ContactListInteractor`` that records what it was asked to do.
@MainActor
final class ContactListInteractorSpy: ContactListInteractor {
    private(set) var loadCount = 0
    private(set) var searches: [String] = []

    func loadContacts() {
        loadCount += 1
    }

    func searchContacts(matching query: String) {
        searches.append(query)
    }
}

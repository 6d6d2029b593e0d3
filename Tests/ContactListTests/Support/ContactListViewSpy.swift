@testable import ContactList

/// A ``ContactListView`` that records what it was asked to show.
@MainActor
final class ContactListViewSpy: ContactListView {
    private(set) var displayed: [ContactListViewModel] = []
    /// How many times the list was shown again.
    private(set) var listShowCount = 0

    var last: ContactListViewModel? { displayed.last }

    func display(_ viewModel: ContactListViewModel) {
        displayed.append(viewModel)
    }

    func showContactList() {
        listShowCount += 1
    }
}

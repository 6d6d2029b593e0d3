import ContactList

/// A ``ContactListView`` that records what it was asked to show.
@MainActor
final class ContactListViewSpy: ContactListView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [ContactListViewModel] = []
    private(set) var message: Message?

    var last: ContactListViewModel? { displayed.last }

    func display(_ viewModel: ContactListViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

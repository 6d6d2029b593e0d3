import ContactDetail

/// A ``ContactDetailView`` that records what it was asked to show.
@MainActor
final class ContactDetailViewSpy: ContactDetailView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [ContactDetailViewModel] = []
    private(set) var message: Message?

    var last: ContactDetailViewModel? { displayed.last }

    func display(_ viewModel: ContactDetailViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

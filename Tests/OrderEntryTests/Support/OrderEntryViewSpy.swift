import OrderEntry

/// A ``OrderEntryView`` that records what it was asked to show.
@MainActor
final class OrderEntryViewSpy: OrderEntryView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [OrderEntryViewModel] = []
    private(set) var message: Message?

    var last: OrderEntryViewModel? { displayed.last }

    func display(_ viewModel: OrderEntryViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

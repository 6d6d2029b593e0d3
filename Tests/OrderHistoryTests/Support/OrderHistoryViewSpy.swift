import OrderHistory

/// A ``OrderHistoryView`` that records what it was asked to show.
@MainActor
final class OrderHistoryViewSpy: OrderHistoryView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [OrderHistoryViewModel] = []
    private(set) var message: Message?

    var last: OrderHistoryViewModel? { displayed.last }

    func display(_ viewModel: OrderHistoryViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

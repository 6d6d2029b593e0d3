@testable import ItemDetail

/// An ``ItemDetailView`` that records what it was asked to show.
@MainActor
final class ItemDetailViewSpy: ItemDetailView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [ItemDetailViewModel] = []
    private(set) var message: Message?

    var last: ItemDetailViewModel? { displayed.last }

    func display(_ viewModel: ItemDetailViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

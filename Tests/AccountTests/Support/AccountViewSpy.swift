@testable import Account

/// An ``AccountView`` that records what it was asked to show.
@MainActor
final class AccountViewSpy: AccountView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [AccountViewModel] = []
    private(set) var selections: [AccountListViewModel] = []
    private(set) var message: Message?

    var last: AccountViewModel? { displayed.last }

    func display(_ viewModel: AccountViewModel) {
        displayed.append(viewModel)
    }

    func updateSelection(with viewModel: AccountListViewModel) {
        selections.append(viewModel)
    }

    func showNextScreenError(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

import FinalScreen

/// A ``FinalScreenView`` that records what it was asked to show.
@MainActor
final class FinalScreenViewSpy: FinalScreenView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [FinalScreenViewModel] = []
    private(set) var message: Message?

    var last: FinalScreenViewModel? { displayed.last }

    func display(_ viewModel: FinalScreenViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

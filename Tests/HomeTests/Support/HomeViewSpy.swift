import Home

/// A ``HomeView`` that records what it was asked to show.
@MainActor
final class HomeViewSpy: HomeView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [HomeViewModel] = []
    private(set) var message: Message?

    var last: HomeViewModel? { displayed.last }

    func display(_ viewModel: HomeViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

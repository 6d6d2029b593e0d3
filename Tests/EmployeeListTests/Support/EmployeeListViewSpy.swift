import EmployeeList

/// A ``EmployeeListView`` that records what it was asked to show.
@MainActor
final class EmployeeListViewSpy: EmployeeListView {
    struct Message: Equatable {
        let title: String
        let message: String
        let dismissTitle: String
    }

    private(set) var displayed: [EmployeeListViewModel] = []
    private(set) var message: Message?

    var last: EmployeeListViewModel? { displayed.last }

    func display(_ viewModel: EmployeeListViewModel) {
        displayed.append(viewModel)
    }

    func showMessage(title: String, message: String, dismissTitle: String) {
        self.message = Message(title: title, message: message, dismissTitle: dismissTitle)
    }

    func hideAlert() {
        message = nil
    }
}

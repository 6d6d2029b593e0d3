@testable import EmployeeList

/// An ``EmployeeListView`` that records what it was asked to show.
@MainActor
final class EmployeeListViewSpy: EmployeeListView {
    private(set) var displayed: [EmployeeListViewModel] = []

    var last: EmployeeListViewModel? { displayed.last }

    func display(_ viewModel: EmployeeListViewModel) {
        displayed.append(viewModel)
    }
}

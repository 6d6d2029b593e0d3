import EmployeeListInterface

/// A ``EmployeeListDelegate`` that records the selections it hears about.
@MainActor
final class EmployeeListDelegateSpy: EmployeeListDelegate {
    private(set) var selected: [String] = []

    func employeeList(didSelect id: String) {
        selected.append(id)
    }
}

@testable import EmployeeList

/// An ``EmployeeListInteractor`` that records what it was asked to do.
@MainActor
final class EmployeeListInteractorSpy: EmployeeListInteractor {
    private(set) var loads = 0
    private(set) var filters: [String] = []

    func loadEmployees() { loads += 1 }
    func filterEmployees(by filter: String) { filters.append(filter) }
}

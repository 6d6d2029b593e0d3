import EmployeeList

/// A ``EmployeeListRouter`` that records the selections it was asked to report.
@MainActor
final class EmployeeListRouterSpy: EmployeeListRouter {
    private(set) var selected: [EmployeeListRecord] = []

    func notifyDidSelect(_ record: EmployeeListRecord) {
        selected.append(record)
    }
}

import Domain
import EmployeeList

/// Records what an employee list interactor reports.
@MainActor
final class EmployeeListOutputSpy: EmployeeListInteractorOutput {
    struct Report: Equatable {
        let profiles: [EmployeeProfile]
        let filter: String
    }

    private(set) var reports: [Report] = []
    private(set) var failures: [ServiceError] = []

    var names: [String]? { reports.last?.profiles.map(\.employee.name) }

    func didLoad(_ profiles: [EmployeeProfile], matching filter: String) {
        reports.append(Report(profiles: profiles, filter: filter))
    }

    func didFailToLoad(_ error: ServiceError) {
        failures.append(error)
    }
}

import Domain
import EmployeeList

/// Records what a Employee list interactor reports.
@MainActor
final class EmployeeListOutputSpy: EmployeeListInteractorOutput {
    private(set) var pages: [EmployeeListPage] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { pages.count + failures.count }

    func didLoad(_ page: EmployeeListPage) { pages.append(page) }
    func didFailToLoad(_ error: ServiceError) { failures.append(error) }
}

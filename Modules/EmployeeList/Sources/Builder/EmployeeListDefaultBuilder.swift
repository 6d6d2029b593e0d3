import Domain
import EmployeeListInterface
import ViperKit

/// Builds the employee list module over an ``EmployeesService``.
@MainActor
public final class EmployeeListDefaultBuilder: EmployeeListBuilding {
    nonisolated static let moduleName = "EmployeeList"
    private let employees: any EmployeesService
    private let formatting: Formatting

    /// Creates a builder whose modules read `employees` and speak `language` (English by default).
    public init(employees: any EmployeesService, language: Language = .english) {
        self.employees = employees
        formatting = Formatting(language: language)
    }

    /// A new employee list module at `/employees` reporting to `delegate` (held weakly).
    public func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = EmployeeListDefaultInteractor(employees: employees, activity: activity)
        let router = EmployeeListDefaultRouter(delegate: delegate)
        let presenter = EmployeeListDefaultPresenter(interactor: interactor, router: router, formatting: formatting)
        let view = EmployeeListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: EmployeeListRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: EmployeeListBudget.events)
    }
}

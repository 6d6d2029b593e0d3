import EmployeeListInterface
import ViperKit

/// Builds the Employee list module over a ``EmployeeListDataSource``.
@MainActor
public final class EmployeeListDefaultBuilder: EmployeeListBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "EmployeeList"
    private let dataSource: any EmployeeListDataSource

    /// Creates a builder whose modules read `dataSource` (sample records unless given another).
    public init(dataSource: any EmployeeListDataSource = EmployeeListSampleDataSource()) {
        self.dataSource = dataSource
    }

    /// A new Employee list module at `/employee-list` reporting selections to `delegate` (held weakly).
    public func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = EmployeeListDefaultInteractor(dataSource: dataSource, activity: activity)
        let router = EmployeeListDefaultRouter(delegate: delegate)
        let presenter = EmployeeListDefaultPresenter(interactor: interactor, router: router)
        let view = EmployeeListDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: EmployeeListRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}

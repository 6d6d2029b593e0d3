import EmployeeList
import EmployeeListInterface
import ViperKit
import ViperKitTesting

/// Helpers the Employee list tests share.
@MainActor
enum EmployeeListFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (EmployeeListDefaultPresenter, EmployeeListViewSpy, EmployeeListInteractorSpy, EmployeeListRouterSpy) {
        let view = EmployeeListViewSpy()
        let interactor = EmployeeListInteractorSpy()
        let router = EmployeeListRouterSpy()
        let presenter = EmployeeListDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A page of sample records from `offset` on, out of `total`.
    static func page(offset: Int = 0, count: Int = 20, total: Int = 42) -> EmployeeListPage {
        EmployeeListPage(records: (offset..<offset + count).map(EmployeeListSampleDataSource.record(at:)), offset: offset, total: total)
    }

    /// The module over `dataSource`, shown in a new navigator and loaded.
    static func shownModule(
        _ dataSource: EmployeeListSampleDataSource = EmployeeListSampleDataSource(),
        delegate: (any EmployeeListDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = EmployeeListDefaultBuilder(dataSource: dataSource).build(input: EmployeeListInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}

import Domain
import EmployeeListInterface
import Fakes
import ViperKit
import ViperKitTesting

@testable import EmployeeList

/// Values and helpers the employee list tests share.
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

    /// The module's own words in `language`, as its presenter reads them.
    static func strings(_ language: Language = .english) -> StringTable {
        StringTable(bundle: .module, language: language)
    }

    /// The fake employees as the interactor hands them over, with the fake photos.
    static var profiles: [EmployeeProfile] {
        FakeEmployees.all.map { EmployeeProfile(employee: $0, photo: FakeEmployees.photos[$0.id]) }
    }

    /// The module over `employees`, speaking `language`, shown in a new navigator and loaded.
    static func shownModule(
        _ employees: FakeEmployeesService = FakeEmployeesService(),
        delegate: (any EmployeeListDelegate)? = nil,
        language: Language = .english
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = EmployeeListDefaultBuilder(employees: employees, language: language).build(input: EmployeeListInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.settle()
        return (module, navigator)
    }
}

extension EmployeeSectionModel {
    /// The section's button cell model titled `title`.
    func button(_ title: String) -> EmployeeButtonCellModel? {
        rows.compactMap { $0 as? EmployeeButtonCellModel }.first { $0.title == title }
    }

    /// The section's base-info cell model.
    var baseInfo: EmployeeBaseInfoCellModel? { rows.first as? EmployeeBaseInfoCellModel }
}

extension Screen {
    /// The names shown, one per employee section.
    var employeeNames: [String] {
        sections.compactMap { $0.rows.first { $0.kind == .employeeBaseInfo }?.title }
    }

    /// The id of the row titled `title` in `section`.
    func rowID(_ title: String, in section: String) -> String? {
        self.section(section)?.rows.first { $0.title == title }?.id
    }

    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}

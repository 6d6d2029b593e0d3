import EmployeeListInterface
import Fakes
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import EmployeeList

@MainActor
@Suite("Employee list builder")
struct EmployeeListBuilderTests {
    @Test("builds a module at /employees with the default roles, four distinct objects")
    func wiring() {
        let module = EmployeeListDefaultBuilder(employees: FakeEmployeesService()).build(input: EmployeeListInput(), delegate: nil)
        #expect(module.route == EmployeeListRoute.route)
        #expect(module.route.path == "/employees")
        #expect(module.parts.name == "EmployeeList")
        #expect(module.view is EmployeeListDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is EmployeeListDefaultPresenter)
        #expect(roles.objects["interactor"] is EmployeeListDefaultInteractor)
        #expect((roles.objects["router"] as? EmployeeListDefaultRouter)?.view === module.view)
    }

    @Test("a shown list has a filter field and one section per employee, rows drawn by cell kind")
    func screen() async throws {
        let employees = FakeEmployeesService()
        employees.delay = .milliseconds(10)
        let module = EmployeeListDefaultBuilder(employees: employees).build(input: EmployeeListInput(), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.status == .loading("Loading employees…"))
        await module.activity.settle()
        let screen = module.view.screen
        #expect(screen.title == "Employees")
        #expect(screen.status == .ready)
        #expect(screen.form?.fields.map(\.kind) == [.search])
        #expect(screen.form?.submit.title == "Filter")
        #expect(screen.employeeNames == ["Alice Martin", "Bruno Costa", "Chloé Dubois", "Daniel Okafor"])
        let alice = try #require(screen.section("employee-1"))
        #expect(alice.rows.map(\.kind) == [.employeeBaseInfo, .employeeWorkplace, .employeeWorkplace, .button, .button])
        #expect(alice.rows.map(\.id) == ["0", "1", "2", "3", "4"])
        #expect(alice.rows.map(\.isSelectable) == [false, false, false, true, true])
        #expect(alice.rows[0].detail == "iOS developer")
        let photo = try #require(alice.rows[0].image)
        #expect(photo.dataURL?.absoluteString.hasPrefix("data:image/svg+xml;base64,") == true)
        #expect(photo.label == "Photo of Alice Martin")
        let daniel = try #require(screen.section("employee-4")?.rows.first?.image)
        #expect(daniel == ScreenImage(url: nil, initials: "DO", label: "Initials of Daniel Okafor"))
        #expect(screen.section("employee-2")?.rows.first?.image?.url == nil, "a photo that is gone shows initials")
    }

    @Test("the filter form filters the list; Show everyone brings everyone back")
    func filter() async throws {
        let (module, _) = await EmployeeListFixtures.shownModule()
        module.view.handle(.action(EmployeeListDefaultView.filterActionID, form: [EmployeeListDefaultView.filterFieldID: "developer"]))
        #expect(module.view.screen.employeeNames == ["Alice Martin"])
        #expect(module.view.screen.form?.fields.first?.value == "developer")
        module.view.handle(.action(EmployeeListDefaultView.clearFilterActionID, form: [:]))
        #expect(module.view.screen.employeeNames.count == 4)
        #expect(module.view.screen.action(EmployeeListDefaultView.clearFilterActionID) == nil)
    }

    @Test("pressing a row that is not a button, or a row that is not there, does nothing")
    func otherRows() async {
        let (module, navigator) = await EmployeeListFixtures.shownModule()
        module.view.handle(.select(section: "employee-1", row: "0"))
        module.view.handle(.select(section: "employee-1", row: "99"))
        module.view.handle(.select(section: "employee-99", row: "3"))
        #expect(navigator.calls.isEmpty)
    }

    @Test("a failing service shows the failure and a retry that loads again")
    func failure() async {
        let employees = FakeEmployeesService()
        employees.failNextCall(with: .unreachable, of: .employees)
        let (module, _) = await EmployeeListFixtures.shownModule(employees)
        #expect(module.view.screen.status == .failed("Can't reach the server. Check your connection and try again."))
        module.view.handle(.action(EmployeeListDefaultView.retryActionID, form: [:]))
        await module.activity.settle()
        #expect(module.view.screen.employeeNames.count == 4)
    }

    @Test("built for German, the list shows its own German words, the offline notice and its error sentences")
    func german() async throws {
        let employees = FakeEmployeesService()
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        employees.source = .cache(savedAt: savedAt)
        let (module, _) = await EmployeeListFixtures.shownModule(employees, language: .german)
        let screen = module.view.screen
        #expect(screen.title == "Mitarbeiter")
        #expect(screen.form?.fields.first?.label == "Nach Name oder Fachgebiet filtern")
        #expect(screen.form?.submit.title == "Filtern")
        #expect(
            screen.notice == "Offline — du siehst Mitarbeiter, die \(Formatting(language: .german).savedAt(savedAt, now: Date())) gespeichert wurden")
        #expect(screen.notice?.contains("Nov. 2023") == true, "the date is written the German way")
        let alice = try #require(screen.section("employee-1"))
        #expect(alice.rows.suffix(2).map(\.title) == ["Anrufen", "Schreiben"])
        #expect(alice.rows.first?.image?.label == "Foto von Alice Martin")
        #expect(screen.section("employee-4")?.rows.first?.image?.label == "Initialen von Daniel Okafor")

        module.view.handle(.action(EmployeeListDefaultView.filterActionID, form: [EmployeeListDefaultView.filterFieldID: "zzz"]))
        #expect(module.view.screen.status == .empty("Keine Mitarbeiter passen zu „zzz“."))
        #expect(module.view.screen.action(EmployeeListDefaultView.clearFilterActionID)?.title == "Alle anzeigen")

        let failing = FakeEmployeesService()
        failing.failNextCall(with: .unreachable, of: .employees)
        let (failed, _) = await EmployeeListFixtures.shownModule(failing, language: .german)
        #expect(failed.view.screen.status == .failed("Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut."))
        #expect(failed.view.screen.action(EmployeeListDefaultView.retryActionID)?.title == "Erneut versuchen")
    }

    @Test("the plugin is `employee-list`, answers /employees and gives deep links no delegate")
    func plugin() throws {
        let plugin = EmployeeListDefaultBuilder(employees: FakeEmployeesService()).plugin()
        #expect(plugin.id == "employee-list")
        #expect(plugin.routes == [EmployeeListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/employees")
        #expect(module.route.path == "/employees")
        #expect((ModuleRoles(module).objects["router"] as? EmployeeListDefaultRouter)?.delegate == nil)
    }
}

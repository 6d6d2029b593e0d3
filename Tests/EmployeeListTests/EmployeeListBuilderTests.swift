import EmployeeList
import EmployeeListInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Employee list builder")
struct EmployeeListBuilderTests {
    @Test("builds a module at /employee-list with the default roles, four distinct objects")
    func wiring() {
        let module = EmployeeListDefaultBuilder().build(input: EmployeeListInput(), delegate: nil)
        #expect(module.route == EmployeeListRoute.route)
        #expect(module.route.path == "/employee-list")
        #expect(module.parts.name == "EmployeeList")
        #expect(module.view is EmployeeListDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is EmployeeListDefaultPresenter)
        #expect(roles.objects["interactor"] is EmployeeListDefaultInteractor)
        #expect(roles.objects["router"] is EmployeeListDefaultRouter)
    }

    @Test("a shown module loads the first page, and scrolling shows the next one")
    func pages() async throws {
        let (module, _) = await EmployeeListFixtures.shownModule(EmployeeListSampleDataSource(count: 30))
        let section = try #require(module.view.screen.section(EmployeeListDefaultView.recordsSectionID))
        #expect(section.window == RowWindow(offset: 0, pageSize: 20, total: 30))
        #expect(section.rows.first?.title == "Employee list 1")
        #expect(section.rows.allSatisfy { $0.isSelectable })
        module.view.handle(.scroll(section: EmployeeListDefaultView.recordsSectionID, offset: 20))
        await module.activity.idle()
        let next = try #require(module.view.screen.section(EmployeeListDefaultView.recordsSectionID))
        #expect(next.window?.offset == 20)
        #expect(next.rows.map(\.title) == (21...30).map { "Employee list \($0)" })
    }

    @Test("a failing data source shows the failure and a retry")
    func failure() async {
        let (module, _) = await EmployeeListFixtures.shownModule(EmployeeListSampleDataSource(failure: .timeout))
        #expect(module.view.screen.status == .failed("Couldn't load Employee list. Check your connection and try again."))
        #expect(module.view.screen.actions.map(\.id) == [EmployeeListDefaultView.retryActionID])
    }

    @Test("the plugin is `employee-list`, answers /employee-list and gives deep links no delegate")
    func plugin() throws {
        let plugin = EmployeeListDefaultBuilder().plugin()
        #expect(plugin.id == "employee-list")
        #expect(plugin.routes == [EmployeeListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/employee-list")
        #expect(module.route.path == "/employee-list")
        #expect((ModuleRoles(module).objects["router"] as? EmployeeListDefaultRouter)?.delegate == nil)
    }
}

import ContactList
import ContactListInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Contact list builder")
struct ContactListBuilderTests {
    @Test("builds a module at /contact-list with the default roles, four distinct objects")
    func wiring() {
        let module = ContactListDefaultBuilder().build(input: ContactListInput(), delegate: nil)
        #expect(module.route == ContactListRoute.route)
        #expect(module.route.path == "/contact-list")
        #expect(module.parts.name == "ContactList")
        #expect(module.view is ContactListDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is ContactListDefaultPresenter)
        #expect(roles.objects["interactor"] is ContactListDefaultInteractor)
        #expect(roles.objects["router"] is ContactListDefaultRouter)
    }

    @Test("a shown module loads the first page, and scrolling shows the next one")
    func pages() async throws {
        let (module, _) = await ContactListFixtures.shownModule(ContactListSampleDataSource(count: 30))
        let section = try #require(module.view.screen.section(ContactListDefaultView.recordsSectionID))
        #expect(section.window == RowWindow(offset: 0, pageSize: 20, total: 30))
        #expect(section.rows.first?.title == "Contact list 1")
        #expect(section.rows.allSatisfy { $0.isSelectable })
        module.view.handle(.scroll(section: ContactListDefaultView.recordsSectionID, offset: 20))
        await module.activity.idle()
        let next = try #require(module.view.screen.section(ContactListDefaultView.recordsSectionID))
        #expect(next.window?.offset == 20)
        #expect(next.rows.map(\.title) == (21...30).map { "Contact list \($0)" })
    }

    @Test("a failing data source shows the failure and a retry")
    func failure() async {
        let (module, _) = await ContactListFixtures.shownModule(ContactListSampleDataSource(failure: .timeout))
        #expect(module.view.screen.status == .failed("Couldn't load Contact list. Check your connection and try again."))
        #expect(module.view.screen.actions.map(\.id) == [ContactListDefaultView.retryActionID])
    }

    @Test("the plugin is `contact-list`, answers /contact-list and gives deep links no delegate")
    func plugin() throws {
        let plugin = ContactListDefaultBuilder().plugin()
        #expect(plugin.id == "contact-list")
        #expect(plugin.routes == [ContactListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contact-list")
        #expect(module.route.path == "/contact-list")
        #expect((ModuleRoles(module).objects["router"] as? ContactListDefaultRouter)?.delegate == nil)
    }
}

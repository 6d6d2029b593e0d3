import Account
import AccountInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Account builder")
struct AccountBuilderTests {
    @Test("builds a module at /account with the default roles, four distinct objects")
    func wiring() {
        let module = AccountDefaultBuilder().build(input: AccountInput(), delegate: nil)
        #expect(module.route == AccountRoute.route)
        #expect(module.route.path == "/account")
        #expect(module.parts.name == "Account")
        #expect(module.view is AccountDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is AccountDefaultPresenter)
        #expect(roles.objects["interactor"] is AccountDefaultInteractor)
        #expect(roles.objects["router"] is AccountDefaultRouter)
    }

    @Test("a shown module loads the first page, and scrolling shows the next one")
    func pages() async throws {
        let (module, _) = await AccountFixtures.shownModule(AccountSampleDataSource(count: 30))
        let section = try #require(module.view.screen.section(AccountDefaultView.recordsSectionID))
        #expect(section.window == RowWindow(offset: 0, pageSize: 20, total: 30))
        #expect(section.rows.first?.title == "Account 1")
        #expect(section.rows.allSatisfy { $0.isSelectable })
        module.view.handle(.scroll(section: AccountDefaultView.recordsSectionID, offset: 20))
        await module.activity.idle()
        let next = try #require(module.view.screen.section(AccountDefaultView.recordsSectionID))
        #expect(next.window?.offset == 20)
        #expect(next.rows.map(\.title) == (21...30).map { "Account \($0)" })
    }

    @Test("a failing data source shows the failure and a retry")
    func failure() async {
        let (module, _) = await AccountFixtures.shownModule(AccountSampleDataSource(failure: .timeout))
        #expect(module.view.screen.status == .failed("Couldn't load Account. Check your connection and try again."))
        #expect(module.view.screen.actions.map(\.id) == [AccountDefaultView.retryActionID])
    }

    @Test("the plugin is `account`, answers /account and gives deep links no delegate")
    func plugin() throws {
        let plugin = AccountDefaultBuilder().plugin()
        #expect(plugin.id == "account")
        #expect(plugin.routes == [AccountRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/account")
        #expect(module.route.path == "/account")
        #expect((ModuleRoles(module).objects["router"] as? AccountDefaultRouter)?.delegate == nil)
    }
}

import AccountInterface
import Fakes
import FinalScreenTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import Account

@MainActor
@Suite("Account builder")
struct AccountBuilderTests {
    @Test("builds a module at /account with the default roles, four distinct objects")
    func wiring() {
        let module = AccountFixtures.builder().build(input: AccountInput(), delegate: nil)
        #expect(module.route == AccountRoute.route)
        #expect(module.route.path == "/account")
        #expect(module.parts.name == "Account")
        #expect(module.view is AccountDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is AccountDefaultPresenter)
        #expect(roles.objects["interactor"] is AccountDefaultInteractor)
        #expect((roles.objects["router"] as? AccountDefaultRouter)?.view === module.view)
    }

    @Test("the plugin is `account`, answers /account and gives deep links no delegate")
    func plugin() throws {
        let plugin = AccountFixtures.builder().plugin()
        #expect(plugin.id == "account")
        #expect(plugin.routes == [AccountRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/account")
        #expect(module.route.path == "/account")
        #expect((ModuleRoles(module).objects["router"] as? AccountDefaultRouter)?.delegate == nil)
    }

    @Test("a module shown in no navigator goes nowhere: neither the final screen nor dismiss")
    func noNavigator() async {
        let finalScreen = FinalScreenBuilderSpy()
        let module = AccountFixtures.builder(finalScreen: finalScreen).build(input: AccountInput(), delegate: nil)
        module.view.handle(.load)
        #expect(await module.activity.idle(timeout: .seconds(30)))
        module.view.handle(.action("dismiss", form: [:]))
        module.view.handle(.select(section: "details", row: "email"))
        module.view.handle(.action("next", form: [:]))
        #expect(finalScreen.inputs.isEmpty)
        #expect(module.view.screen.title == "Selected: demo@example.com")
    }
}

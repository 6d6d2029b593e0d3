@testable import Account
import AccountInterface
import Fakes
import Testing
import ViperKit
import ViperKitTesting

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

    @Test(".load shows Loading while the account service answers, then the details as selectable rows")
    func loads() async {
        let account = FakeAccountService()
        account.delay = .milliseconds(20)
        let module = AccountFixtures.builder(account).build(input: AccountInput(), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.status == .loading("Loading account…"))
        #expect(module.view.screen.action(AccountDefaultView.nextScreenActionID)?.title == "Loading…")
        #expect(module.view.screen.action(AccountDefaultView.nextScreenActionID)?.isEnabled == false)
        await module.activity.settle()
        #expect(account.callCount == 1)
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.title == "Account")
        #expect(module.view.screen.selectionText == "Select a detail to continue")
        #expect(module.view.screen.detailRows.map(\.title) == AccountFixtures.demoRows.map(\.label))
        #expect(module.view.screen.detailRows.map(\.detail) == AccountFixtures.demoRows.map(\.value))
        #expect(module.view.screen.detailRows.allSatisfy { $0.isSelectable })
        #expect(module.view.screen.actions.map(\.title) == ["Dismiss", "Go to final screen"])
    }

    @Test("a selection changes the title, message, selected value and buttons at once")
    func selection() async {
        let (module, _) = await AccountFixtures.shownModule()
        module.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "office"))
        let screen = module.view.screen
        #expect(screen.title == "Selected: Lisbon")
        #expect(screen.notice == "Item Selected Successfully")
        #expect(screen.selectionText == "Lisbon")
        #expect(screen.action(AccountDefaultView.dismissActionID) == ScreenAction(id: "dismiss", title: "Can't Dismiss now", role: .cancel, isEnabled: false))
        #expect(screen.action(AccountDefaultView.nextScreenActionID)?.title == "Ready to move to next screen")
    }

    @Test("the next-screen button with nothing selected shows the message to the user, and OK clears it")
    func nextScreenError() async {
        let (module, navigator) = await AccountFixtures.shownModule()
        module.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
        #expect(module.view.screen.alert?.message == "Cannot move to next screen. Please select name to continue")
        #expect(navigator.calls.isEmpty)
        module.view.handle(.alert("ok"))
        #expect(module.view.screen.alert == nil)
    }

    @Test("a failing account service shows the failure and a retry that loads again")
    func failure() async {
        let account = FakeAccountService()
        account.failNextCall(with: .server(status: 500, message: "x"))
        let (module, _) = await AccountFixtures.shownModule(account)
        #expect(module.view.screen.status == .failed("The server had a problem. Try again in a moment."))
        #expect(module.view.screen.action(AccountDefaultView.retryActionID)?.title == "Try again")
        module.view.handle(.action(AccountDefaultView.retryActionID, form: [:]))
        await module.activity.settle()
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.action(AccountDefaultView.retryActionID) == nil)
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
}

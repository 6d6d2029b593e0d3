@testable import Account
import AccountInterface
import FinalScreenInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Account router")
struct AccountRouterTests {
    @Test("moving on builds the final screen with the value and itself as delegate, and presents it modally")
    func presents() async throws {
        let finalScreen = FinalScreenBuilderStub()
        let (module, navigator) = await AccountFixtures.shownModule(finalScreen: finalScreen)
        module.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "email"))
        module.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
        #expect(finalScreen.inputs == [FinalScreenInput(value: "demo@example.com")])
        let router = try #require(ModuleRoles(module).objects["router"] as? AccountDefaultRouter)
        #expect(finalScreen.lastDelegate === router)
        #expect(navigator.calls == [.present(FinalScreenRoute.route(for: "demo@example.com"))])
        #expect(router.presented === navigator.top?.view)
    }

    @Test("as the final screen's delegate it dismisses it, and the account screen is back as it was")
    func dismissesFinalScreen() async throws {
        let (module, navigator) = await AccountFixtures.shownModule()
        module.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "role"))
        let before = module.view.screen
        module.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
        let route = FinalScreenRoute.route(for: "Team lead")
        navigator.top?.view.handle(.action("close", form: [:]))
        #expect(navigator.calls == [.present(route), .dismiss(route)])
        #expect(navigator.top?.view === module.view)
        #expect(module.view.screen == before)
        #expect(!module.activity.isBusy, "coming back loads nothing again")
    }

    @Test("a second move while the final screen is shown presents nothing more")
    func presentsOnce() async {
        let finalScreen = FinalScreenBuilderStub()
        let (module, navigator) = await AccountFixtures.shownModule(finalScreen: finalScreen)
        module.view.handle(.select(section: AccountDefaultView.detailsSectionID, row: "email"))
        module.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
        module.view.handle(.action(AccountDefaultView.nextScreenActionID, form: [:]))
        #expect(finalScreen.inputs.count == 1)
        #expect(navigator.stack.count == 2)
    }

    @Test("dismiss pops the account screen")
    func dismiss() async {
        let navigator = RecordingNavigator()
        let module = AccountFixtures.builder().build(input: AccountInput(), delegate: nil)
        navigator.push(module)
        await module.activity.settle()
        module.view.handle(.action(AccountDefaultView.dismissActionID, form: [:]))
        #expect(navigator.calls == [.push(module.route), .pop(module.route)])
    }

    @Test("reports a selection to the delegate, held weakly")
    func delegate() {
        var delegate: AccountDelegateSpy? = AccountDelegateSpy()
        let router = AccountDefaultRouter(finalScreen: FinalScreenBuilderStub(), delegate: delegate)
        router.notifyDidSelect("Lisbon")
        #expect(delegate?.selected == ["Lisbon"])
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSelect("Berlin")
    }

    @Test("without a navigator it presents nothing")
    func noNavigator() {
        let finalScreen = FinalScreenBuilderStub()
        let router = AccountDefaultRouter(finalScreen: finalScreen, delegate: nil)
        router.moveToFinalScreen(with: "x")
        router.finalScreenDidClose()
        #expect(finalScreen.inputs.isEmpty)
    }
}

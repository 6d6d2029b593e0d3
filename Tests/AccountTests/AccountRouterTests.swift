import Account
import Testing

@MainActor
@Suite("Account router")
struct AccountRouterTests {
    @Test("reports a selection to the delegate")
    func reports() {
        let delegate = AccountDelegateSpy()
        let router = AccountDefaultRouter(delegate: delegate)
        router.notifyDidSelect(AccountSampleDataSource.record(at: 4))
        #expect(delegate.selected == ["5"])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: AccountDelegateSpy? = AccountDelegateSpy()
        let router = AccountDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSelect(AccountSampleDataSource.record(at: 0))
    }

    @Test("selecting a row in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = AccountDelegateSpy()
        let (module, _) = await AccountFixtures.shownModule(delegate: delegate)
        module.view.handle(.select(section: AccountDefaultView.recordsSectionID, row: "2"))
        #expect(delegate.selected == ["2"])
        #expect(module.view.screen.alert?.title == "Account 2")
    }
}

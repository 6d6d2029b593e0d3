import Home
import Testing

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    @Test("reports a finished action to the delegate")
    func reports() {
        let delegate = HomeDelegateSpy()
        let router = HomeDefaultRouter(delegate: delegate)
        router.notifyDidFinish()
        #expect(delegate.finished == 1)
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: HomeDelegateSpy? = HomeDelegateSpy()
        let router = HomeDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidFinish()
    }

    @Test("pressing Continue in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = HomeDelegateSpy()
        let (module, _) = await HomeFixtures.shownModule(delegate: delegate)
        module.view.handle(.action(HomeDefaultView.continueActionID, form: [:]))
        await module.activity.idle()
        #expect(delegate.finished == 1)
        #expect(module.view.screen.alert?.title == "Done")
    }
}

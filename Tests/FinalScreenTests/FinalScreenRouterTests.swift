import FinalScreen
import Testing

@MainActor
@Suite("Final screen router")
struct FinalScreenRouterTests {
    @Test("reports a finished action to the delegate")
    func reports() {
        let delegate = FinalScreenDelegateSpy()
        let router = FinalScreenDefaultRouter(delegate: delegate)
        router.notifyDidFinish()
        #expect(delegate.finished == 1)
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: FinalScreenDelegateSpy? = FinalScreenDelegateSpy()
        let router = FinalScreenDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidFinish()
    }

    @Test("pressing Continue in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = FinalScreenDelegateSpy()
        let (module, _) = await FinalScreenFixtures.shownModule(delegate: delegate)
        module.view.handle(.action(FinalScreenDefaultView.continueActionID, form: [:]))
        await module.activity.idle()
        #expect(delegate.finished == 1)
        #expect(module.view.screen.alert?.title == "Done")
    }
}

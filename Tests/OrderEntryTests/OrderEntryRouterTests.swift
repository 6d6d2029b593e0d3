import OrderEntry
import OrderEntryInterface
import Testing

@MainActor
@Suite("Order entry router")
struct OrderEntryRouterTests {
    @Test("reports an accepted submission to the delegate")
    func reports() {
        let delegate = OrderEntryDelegateSpy()
        let router = OrderEntryDefaultRouter(delegate: delegate)
        router.notifyDidSubmit(OrderEntryFixtures.submission)
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: OrderEntryDelegateSpy? = OrderEntryDelegateSpy()
        let router = OrderEntryDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSubmit(OrderEntryFixtures.submission)
    }

    @Test("sending a valid form in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = OrderEntryDelegateSpy()
        let (module, _) = OrderEntryFixtures.shownModule(delegate: delegate)
        module.view.handle(.action(OrderEntryDefaultView.submitActionID, form: OrderEntryFixtures.form))
        await module.activity.idle()
    }
}

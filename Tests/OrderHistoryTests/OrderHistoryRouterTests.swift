import OrderHistory
import Testing

@MainActor
@Suite("Order history router")
struct OrderHistoryRouterTests {
    @Test("reports a selection to the delegate")
    func reports() {
        let delegate = OrderHistoryDelegateSpy()
        let router = OrderHistoryDefaultRouter(delegate: delegate)
        router.notifyDidSelect(OrderHistorySampleDataSource.record(at: 4))
        #expect(delegate.selected == ["5"])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: OrderHistoryDelegateSpy? = OrderHistoryDelegateSpy()
        let router = OrderHistoryDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSelect(OrderHistorySampleDataSource.record(at: 0))
    }

    @Test("selecting a row in a shown module tells the delegate")
    func delegateHearsFromShownModule() async {
        let delegate = OrderHistoryDelegateSpy()
        let (module, _) = await OrderHistoryFixtures.shownModule(delegate: delegate)
        module.view.handle(.select(section: OrderHistoryDefaultView.recordsSectionID, row: "2"))
        #expect(delegate.selected == ["2"])
        #expect(module.view.screen.alert?.title == "Order history 2")
    }
}

import Domain
@testable import OrderEntry
import Testing

@MainActor
@Suite("Order entry router")
struct OrderEntryRouterTests {
    @Test("tells the delegate the saved order")
    func tellsDelegate() {
        let delegate = OrderEntryDelegateSpy()
        let router = OrderEntryDefaultRouter(delegate: delegate)
        let order = OrderEntryFixtures.order()
        router.notifyDidSave(order)
        #expect(delegate.saved == [order])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        var delegate: OrderEntryDelegateSpy? = OrderEntryDelegateSpy()
        let router = OrderEntryDefaultRouter(delegate: delegate)
        delegate = nil
        #expect(router.delegate == nil)
        router.notifyDidSave(OrderEntryFixtures.order())
    }

    @Test("saving in a shown module gives the delegate the order the manager saved")
    func delegateGetsSavedOrder() async {
        let gateway = EntityGatewaySpy()
        gateway.orders.status = .pending
        let delegate = OrderEntryDelegateSpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway, delegate: delegate)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(delegate.saved == [OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, status: .pending)])
        #expect(delegate.saved == gateway.orders.stored)
    }

    @Test("a save that failed or was refused by a rule tells the delegate nothing")
    func failuresSilent() async {
        let gateway = EntityGatewaySpy()
        let delegate = OrderEntryDelegateSpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway, delegate: delegate)
        module.view.handle(OrderEntryFixtures.save(product: "", quantity: ""))
        await module.activity.idle()
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "0"))
        await module.activity.idle()
        gateway.orders.nextFailure = .storage("disk full")
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(delegate.saved.isEmpty)
    }

    @Test("the delegate is told once per saved order: a repeated Save tells nothing new, New order and the same values again tell of the second order")
    func oncePerOrder() async {
        let gateway = EntityGatewaySpy()
        let delegate = OrderEntryDelegateSpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway, delegate: delegate)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(delegate.saved.count == 1)
        module.view.handle(.action(OrderEntryDefaultView.newOrderActionID, form: [:]))
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(delegate.saved.map(\.id) == ["key-1", "key-2"])
        #expect(delegate.saved == gateway.orders.stored.reversed())
    }
}

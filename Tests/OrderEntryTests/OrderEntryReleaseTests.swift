@testable import OrderEntry
import OrderEntryInterface
import Testing
import ViperKit
import ViperKitTesting

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Order entry release")
struct OrderEntryReleaseTests {
    @Test("the module is released when closed after a save, and its delegate is not retained")
    func releasedAfterSave() async {
        let gateway = EntityGatewaySpy()
        let navigator = RecordingNavigator()
        var delegate: OrderEntryDelegateSpy? = OrderEntryDelegateSpy()
        var module: Module? = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await activity.idle()
        #expect(delegate?.saved.count == 1)
        weak let releasedDelegate = delegate
        delegate = nil
        #expect(releasedDelegate == nil)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while the products load; the read is cancelled")
    func releasedWhileLoading() async {
        let gateway = EntityGatewaySpy()
        gateway.products.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while gateway.products.reads == 0 { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.products.cancelledReads == 1)
    }

    @Test("the module is released while a save is in flight; the save is cancelled and nobody hears of it")
    func releasedWhileSaving() async {
        let gateway = EntityGatewaySpy()
        let navigator = RecordingNavigator()
        let delegate = OrderEntryDelegateSpy()
        var module: Module? = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        gateway.orders.delay = .seconds(60)
        module!.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        module = nil
        while gateway.orders.drafts.isEmpty { await Task.yield() }
        #expect(activity.isBusy)
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.orders.cancelledDrafts.count == 1)
        #expect(delegate.saved.isEmpty)
    }

    @Test("the module is released when closed after New order and a second order")
    func releasedAfterNewOrder() async {
        let gateway = EntityGatewaySpy()
        let navigator = RecordingNavigator()
        let delegate = OrderEntryDelegateSpy()
        var module: Module? = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: delegate)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        module!.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await activity.idle()
        module!.view.handle(.action(OrderEntryDefaultView.newOrderActionID, form: [:]))
        module!.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await activity.idle()
        #expect(delegate.saved.count == 2)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }
}

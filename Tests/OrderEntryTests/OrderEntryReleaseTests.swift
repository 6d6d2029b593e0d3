import OrderEntryInterface
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import OrderEntry

/// What `ModuleTestStore.finish()` cannot check: it requires the module's work to have ended, so a
/// module closed while its service call still runs is checked here. Each test keeps the module only
/// in an optional it empties before the leak check: its own reference would keep the view alive.
@MainActor
@Suite("Order entry release")
struct OrderEntryReleaseTests {
    @Test("the module is released when closed while the products load; the read is cancelled")
    func releasedWhileLoading() async {
        let gateway = OrderEntryFixtures.gateway()
        gateway.products.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while gateway.products.callCount == 0 { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.products.cancelledCalls.count == 1)
    }

    @Test("the module is released when closed while a save is in flight; the save is cancelled and nobody hears of it")
    func releasedWhileSaving() async {
        let gateway = OrderEntryFixtures.gateway()
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
        #expect(gateway.orders.cancelledCalls.count == 1)
        #expect(gateway.orders.storedOrders.isEmpty)
        #expect(delegate.saved.isEmpty)
    }
}

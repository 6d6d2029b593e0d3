import Testing
import ViperKit
import ViperKitTesting

@testable import OrderHistory

/// Each test keeps the module only in an optional it empties before the leak check: a test's own
/// reference would keep the view alive.
@MainActor
@Suite("Order history release")
struct OrderHistoryReleaseTests {
    @Test("the module is released when closed after loading")
    func releasedAfterLoad() async {
        let gateway = OrderHistoryGateway(orders: OrderHistoryFixtures.orders)
        let navigator = RecordingNavigator()
        var module: Module? = OrderHistoryDefaultBuilder(gateway: gateway, timeZone: OrderHistoryFixtures.utc).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        await activity.idle()
        #expect(module!.view.screen.sections.count == 4)
        module = nil
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
    }

    @Test("the module is released while the orders load; the read is cancelled")
    func releasedWhileLoading() async {
        let gateway = OrderHistoryGateway(orders: OrderHistoryFixtures.orders)
        gateway.orders.delay = .seconds(60)
        let navigator = RecordingNavigator()
        var module: Module? = OrderHistoryDefaultBuilder(gateway: gateway, timeZone: OrderHistoryFixtures.utc).build()
        let parts = module!.parts
        let activity = module!.activity
        navigator.show(module!)
        module = nil
        while gateway.orders.calls.count == 0 { await Task.yield() }
        navigator.popTop()
        #expect(await LeakTracker().expectReleased(parts) == nil)
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.orders.cancelledCalls.count == 1)
    }
}

import OrderHistoryInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import OrderHistory

@MainActor
@Suite("Order history router")
struct OrderHistoryRouterTests {
    @Test("the history is a leaf: its router navigates nowhere while the list is used")
    func navigatesNowhere() async {
        let gateway = OrderHistoryGateway(orders: OrderHistoryFixtures.orders)
        let (module, navigator) = await OrderHistoryFixtures.shownModule(gateway)
        module.view.handle(.select(section: "day-2026-11-22", row: "a"))
        module.view.handle(.appear)
        await module.activity.idle()
        #expect(navigator.calls.isEmpty)
        #expect(ModuleRoles(module).objects["router"] is OrderHistoryDefaultRouter)
    }
}

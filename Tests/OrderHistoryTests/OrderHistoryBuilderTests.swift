import OrderHistory
import OrderHistoryInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Order history builder")
struct OrderHistoryBuilderTests {
    @Test("builds a module at /order-history with the default roles, four distinct objects")
    func wiring() {
        let module = OrderHistoryDefaultBuilder().build(input: OrderHistoryInput(), delegate: nil)
        #expect(module.route == OrderHistoryRoute.route)
        #expect(module.route.path == "/order-history")
        #expect(module.parts.name == "OrderHistory")
        #expect(module.view is OrderHistoryDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is OrderHistoryDefaultPresenter)
        #expect(roles.objects["interactor"] is OrderHistoryDefaultInteractor)
        #expect(roles.objects["router"] is OrderHistoryDefaultRouter)
    }

    @Test("a shown module loads the first page, and scrolling shows the next one")
    func pages() async throws {
        let (module, _) = await OrderHistoryFixtures.shownModule(OrderHistorySampleDataSource(count: 30))
        let section = try #require(module.view.screen.section(OrderHistoryDefaultView.recordsSectionID))
        #expect(section.window == RowWindow(offset: 0, pageSize: 20, total: 30))
        #expect(section.rows.first?.title == "Order history 1")
        #expect(section.rows.allSatisfy { $0.isSelectable })
        module.view.handle(.scroll(section: OrderHistoryDefaultView.recordsSectionID, offset: 20))
        await module.activity.idle()
        let next = try #require(module.view.screen.section(OrderHistoryDefaultView.recordsSectionID))
        #expect(next.window?.offset == 20)
        #expect(next.rows.map(\.title) == (21...30).map { "Order history \($0)" })
    }

    @Test("a failing data source shows the failure and a retry")
    func failure() async {
        let (module, _) = await OrderHistoryFixtures.shownModule(OrderHistorySampleDataSource(failure: .timeout))
        #expect(module.view.screen.status == .failed("Couldn't load Order history. Check your connection and try again."))
        #expect(module.view.screen.actions.map(\.id) == [OrderHistoryDefaultView.retryActionID])
    }

    @Test("the plugin is `order-history`, answers /order-history and gives deep links no delegate")
    func plugin() throws {
        let plugin = OrderHistoryDefaultBuilder().plugin()
        #expect(plugin.id == "order-history")
        #expect(plugin.routes == [OrderHistoryRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/order-history")
        #expect(module.route.path == "/order-history")
        #expect((ModuleRoles(module).objects["router"] as? OrderHistoryDefaultRouter)?.delegate == nil)
    }
}

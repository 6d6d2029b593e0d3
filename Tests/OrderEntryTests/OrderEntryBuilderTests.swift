import OrderEntry
import OrderEntryInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Order entry builder")
struct OrderEntryBuilderTests {
    @Test("builds a module at /order-entry with the default roles, four distinct objects")
    func wiring() {
        let module = OrderEntryDefaultBuilder().build(input: OrderEntryInput(contactID: 1), delegate: nil)
        #expect(module.route == OrderEntryRoute.route(OrderEntryInput(contactID: 1)))
        #expect(module.route.path == "/order-entry")
        #expect(module.parts.name == "OrderEntry")
        #expect(module.view is OrderEntryDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is OrderEntryDefaultPresenter)
        #expect(roles.objects["interactor"] is OrderEntryDefaultInteractor)
        #expect(roles.objects["router"] is OrderEntryDefaultRouter)
    }

    @Test("a shown module draws two required fields, and an empty submit puts a message next to each")
    func emptySubmit() throws {
        let (module, _) = OrderEntryFixtures.shownModule()
        let form = try #require(module.view.screen.form)
        #expect(form.fields.map(\.id) == [OrderEntryDefaultView.nameFieldID, OrderEntryDefaultView.emailFieldID])
        #expect(form.fields.allSatisfy { $0.isRequired })
        module.view.handle(.action(OrderEntryDefaultView.submitActionID, form: [:]))
        #expect(module.view.screen.form?.field(OrderEntryDefaultView.nameFieldID)?.error == "Enter a name.")
        #expect(module.view.screen.form?.field(OrderEntryDefaultView.emailFieldID)?.error == "Enter an email address.")
        #expect(!module.activity.isBusy)
    }

    @Test("a valid submit goes through and shows Sent")
    func validSubmit() async {
        let (module, _) = OrderEntryFixtures.shownModule()
        module.view.handle(.action(OrderEntryDefaultView.submitActionID, form: OrderEntryFixtures.form))
        await module.activity.idle()
        #expect(module.view.screen.alert?.title == "Sent")
        #expect(module.view.screen.form?.error == nil)
    }

    @Test("the plugin is `order-entry`, answers /order-entry and gives deep links no delegate")
    func plugin() throws {
        let plugin = OrderEntryDefaultBuilder().plugin()
        #expect(plugin.id == "order-entry")
        #expect(plugin.routes == [OrderEntryRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/order-entry")
        #expect(module.route.path == "/order-entry")
        #expect((ModuleRoles(module).objects["router"] as? OrderEntryDefaultRouter)?.delegate == nil)
    }
}

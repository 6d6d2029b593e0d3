import Domain
import OrderEntryInterface
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import OrderEntry

@MainActor
@Suite("Order entry builder (connector)")
struct OrderEntryBuilderTests {
    @Test("builds a module at /contacts/<id>/orders/new with the default roles, four distinct objects, the delegate held weakly by the router")
    func wiring() {
        let delegate = OrderEntryDelegateSpy()
        let module = OrderEntryFixtures.builder().build(input: OrderEntryInput(contactID: 3), delegate: delegate)
        #expect(module.route == OrderEntryRoute.route(OrderEntryInput(contactID: 3)))
        #expect(module.route.path == "/contacts/3/orders/new")
        #expect(module.parts.name == "OrderEntry")
        #expect(module.view is OrderEntryDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is OrderEntryDefaultPresenter)
        #expect((roles.objects["router"] as? OrderEntryDefaultRouter)?.delegate === delegate)
        let interactor = roles.objects["interactor"] as? OrderEntryDefaultInteractor
        #expect(interactor?.contactID == 3)
        #expect(interactor?.allowedQuantities == 1 ... 999)
        #expect(interactor?.output === roles.objects["presenter"])
    }

    @Test("the plugin is `order-entry`, reads the contact from /contacts/:contact/orders/new and gives deep links no delegate")
    func plugin() throws {
        let plugin = OrderEntryFixtures.builder().plugin()
        #expect(plugin.id == "order-entry")
        #expect(plugin.routes == [OrderEntryRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contacts/3/orders/new")
        #expect(module.route.path == "/contacts/3/orders/new")
        let roles = ModuleRoles(module)
        #expect((roles.objects["router"] as? OrderEntryDefaultRouter)?.delegate == nil)
        #expect((roles.objects["interactor"] as? OrderEntryDefaultInteractor)?.contactID == 3)
    }

    @Test("the plugin refuses a contact that is not a positive whole number", arguments: ["abc", "0", "-2", "1.5"])
    func pluginBadContact(contact: String) {
        let plugin = OrderEntryFixtures.builder().plugin()
        #expect(throws: RouteError.invalidParameter("contact", value: contact, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["contact": contact]))
        }
        #expect(throws: RouteError.missingParameter("contact")) {
            try plugin.build(RouteParameters())
        }
    }
}

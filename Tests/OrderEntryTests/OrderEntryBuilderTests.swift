import Domain
@testable import OrderEntry
import OrderEntryInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Order entry builder (connector)")
struct OrderEntryBuilderTests {
    @Test("builds a module at /contacts/<id>/orders/new with the default roles, four distinct objects")
    func wiring() {
        let module = OrderEntryFixtures.builder(EntityGatewaySpy()).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        #expect(module.route == OrderEntryRoute.route(OrderEntryInput(contactID: 3)))
        #expect(module.route.path == "/contacts/3/orders/new")
        #expect(module.parts.name == "OrderEntry")
        #expect(module.view is OrderEntryDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is OrderEntryDefaultPresenter)
        #expect(roles.objects["router"] is OrderEntryDefaultRouter)
        let interactor = roles.objects["interactor"] as? OrderEntryDefaultInteractor
        #expect(interactor?.contactID == 3)
        #expect(interactor?.allowedQuantities == 1 ... 999)
        #expect(interactor?.output === roles.objects["presenter"])
    }

    @Test("the delegate reaches the router, held weakly")
    func delegate() {
        let delegate = OrderEntryDelegateSpy()
        let module = OrderEntryFixtures.builder(EntityGatewaySpy()).build(input: OrderEntryInput(contactID: 3), delegate: delegate)
        #expect((ModuleRoles(module).objects["router"] as? OrderEntryDefaultRouter)?.delegate === delegate)
    }

    @Test(".load shows Loading products…, then a picker of the products and a quantity field")
    func loads() async throws {
        let gateway = EntityGatewaySpy()
        gateway.products.delay = .milliseconds(20)
        let module = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.status == .loading("Loading products…"))
        #expect(module.view.screen.form == nil)
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.title == "New order for Ada Lovelace")
        let product = try #require(screen.field(OrderEntryDefaultView.productFieldID))
        #expect(product.kind == .choice)
        #expect(product.isRequired)
        #expect(product.choices == [FieldChoice(value: "8", label: "Gadget — $1,143.06"), FieldChoice(value: "7", label: "Widget — $12.50")])
        #expect(screen.field(OrderEntryDefaultView.quantityFieldID)?.kind == .number)
        #expect(screen.form?.submit == ScreenAction(id: "save", title: "Save", role: .primary))
    }

    @Test("the whole form through the view: bad text, missing fields, then a saved order's totals")
    func formThroughTheView() async {
        let gateway = EntityGatewaySpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway)
        module.view.handle(OrderEntryFixtures.save(product: "", quantity: "12a"))
        await module.activity.idle()
        #expect(module.view.screen.field("quantity")?.error == "Format of Quantity must be digits only")
        #expect(module.view.screen.field("quantity")?.value == "12a")
        module.view.handle(OrderEntryFixtures.save(product: "", quantity: ""))
        await module.activity.idle()
        #expect(module.view.screen.field("product")?.error == "Product must be Entered")
        #expect(module.view.screen.field("quantity")?.error == "Quantity must be Entered")
        module.view.handle(OrderEntryFixtures.save(product: "8", quantity: "1000"))
        await module.activity.idle()
        #expect(module.view.screen.field("product")?.error == nil)
        #expect(module.view.screen.field("quantity")?.error == "Quantity must be between 1 and 999")
        module.view.handle(OrderEntryFixtures.save(product: "8", quantity: "1"))
        await module.activity.idle()
        #expect(module.view.screen.field("quantity")?.error == nil)
        #expect(module.view.screen.summaryRow("item-total")?.detail == "$1,143.06")
        #expect(module.view.screen.summaryRow("tax")?.detail == "$91.44")
        #expect(module.view.screen.summaryRow("order-total")?.detail == "$1,234.50")
        #expect(module.view.screen.summaryRow("status")?.detail == "Sent")
        #expect(gateway.orders.stored.count == 1)
    }

    @Test("a double submit through the view saves one order")
    func doubleSubmit() async {
        let gateway = EntityGatewaySpy()
        let keys = KeyMakerSpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway, keys: keys)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(gateway.orders.drafts.count == 2, "the second press while saving never reached the use case")
        #expect(Set(gateway.orders.drafts.map(\.key)) == ["key-1"])
        #expect(gateway.orders.stored.count == 1)
        #expect(keys.made == 1)
    }

    @Test("a double submit tells the delegate of the one order once")
    func doubleSubmitDelegate() async {
        let gateway = EntityGatewaySpy()
        let delegate = OrderEntryDelegateSpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway, delegate: delegate)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(gateway.orders.drafts.count == 2)
        #expect(delegate.saved == gateway.orders.stored)
        #expect(delegate.saved.count == 1)
    }

    @Test("a failed load shows a retry that loads again; offline products show a notice")
    func retryAndOffline() async {
        let gateway = EntityGatewaySpy()
        gateway.products.failure = .unreachable
        let (module, _) = await OrderEntryFixtures.shownModule(gateway)
        #expect(module.view.screen.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(module.view.screen.action("retry")?.title == "Try again")
        gateway.products.failure = nil
        gateway.products.isOffline = true
        module.view.handle(.action("retry", form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.notice == "You're offline: the products shown are the copy saved on this device.")
        #expect(module.view.screen.actions.isEmpty)
        #expect(gateway.products.reads == 2)
    }

    @Test("the plugin is `order-entry`, reads the contact from /contacts/:contact/orders/new and gives deep links no delegate")
    func plugin() async throws {
        let plugin = OrderEntryFixtures.builder(EntityGatewaySpy()).plugin()
        #expect(plugin.id == "order-entry")
        #expect(plugin.routes == [OrderEntryRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contacts/3/orders/new")
        #expect(module.route.path == "/contacts/3/orders/new")
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.title == "New order for Ada Lovelace")
        let roles = ModuleRoles(module)
        #expect((roles.objects["router"] as? OrderEntryDefaultRouter)?.delegate == nil)
        #expect((roles.objects["interactor"] as? OrderEntryDefaultInteractor)?.contactID == 3)
    }

    @Test("the plugin refuses a contact that is not a positive whole number", arguments: ["abc", "0", "-2", "1.5"])
    func pluginBadContact(contact: String) {
        let plugin = OrderEntryFixtures.builder(EntityGatewaySpy()).plugin()
        #expect(throws: RouteError.invalidParameter("contact", value: contact, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["contact": contact]))
        }
        #expect(throws: RouteError.missingParameter("contact")) {
            try plugin.build(RouteParameters())
        }
    }

    @Test("an unknown contact's screen says it no longer exists")
    func unknownContact() async {
        let gateway = EntityGatewaySpy()
        let module = OrderEntryFixtures.builder(gateway).build(input: OrderEntryInput(contactID: 99), delegate: nil)
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.status == .failed("This contact no longer exists."))
    }

    @Test("through the view: New order appears under a saved order and clears the form for the next one")
    func newOrderThroughTheView() async throws {
        let gateway = EntityGatewaySpy()
        let (module, _) = await OrderEntryFixtures.shownModule(gateway)
        #expect(module.view.screen.action(OrderEntryDefaultView.newOrderActionID) == nil)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        let action = try #require(module.view.screen.action(OrderEntryDefaultView.newOrderActionID))
        #expect(action == ScreenAction(id: "new-order", title: "New order"))
        module.view.handle(.action(OrderEntryDefaultView.newOrderActionID, form: [:]))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.field("product")?.value == "" && screen.field("quantity")?.value == "")
        #expect(screen.section(OrderEntryDefaultView.summarySectionID) == nil)
        #expect(screen.actions.isEmpty)
        module.view.handle(OrderEntryFixtures.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(gateway.orders.stored.count == 2)
        #expect(module.view.screen.summaryRow("order-total")?.detail == "$40.50")
    }
}

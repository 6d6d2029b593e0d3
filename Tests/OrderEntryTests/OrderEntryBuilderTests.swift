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

    @Test(
        "built for German, the form shows its own German words, German money and grouped numbers: labels, field messages, the saved order's summary"
    )
    func german() async throws {
        typealias F = OrderEntryFixtures
        let gateway = F.gateway()
        gateway.products.delay = .milliseconds(20)
        let module = F.builder(gateway, quantityLimit: 5_000, language: .german).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Neue Bestellung")
        #expect(module.view.screen.status == .loading("Produkte werden geladen…"))
        await module.activity.idle()
        #expect(module.view.screen.title == "Neue Bestellung für Ada Lovelace")
        let form = try #require(module.view.screen.form)
        #expect(form.fields.map(\.label) == ["Produkt", "Menge"])
        // German money puts a no-break space between the amount and the symbol.
        #expect(form.field("product")?.choices.map(\.label) == ["Gadget — 1.143,06\u{A0}$", "Widget — 12,50\u{A0}$"])
        #expect(form.submit == ScreenAction(id: "save", title: "Speichern", role: .primary))

        module.view.handle(F.save(product: "7", quantity: "12a"))
        #expect(module.view.screen.form?.field("quantity")?.error == "Die Menge darf nur aus Ziffern bestehen")
        module.view.handle(F.save(product: "", quantity: ""))
        #expect(module.view.screen.status == .loading("Bestellung wird gespeichert…"))
        await module.activity.idle()
        #expect(module.view.screen.form?.fields.map(\.error) == ["Wähle ein Produkt aus", "Gib eine Menge ein"])
        module.view.handle(F.save(product: "7", quantity: "6000"))
        await module.activity.idle()
        #expect(module.view.screen.form?.field("quantity")?.error == "Die Menge muss zwischen 1 und 5.000 liegen")

        module.view.handle(F.save(product: "7", quantity: "1200"))
        await module.activity.idle()
        let summary = try #require(module.view.screen.section("order"))
        #expect(summary.title == "Bestellung gespeichert")
        #expect(summary.rows.map(\.title) == ["Produkt", "Menge", "Zwischensumme", "Steuer", "Gesamtsumme", "Status"])
        #expect(
            summary.rows.map(\.detail) == ["Widget", "1.200 × 12,50\u{A0}$", "15.000,00\u{A0}$", "1.200,00\u{A0}$", "16.200,00\u{A0}$", "Gesendet"])
        #expect(module.view.screen.actions == [ScreenAction(id: "new-order", title: "Neue Bestellung")])

        gateway.orders.failNextCall(with: .storage("disk full"))
        module.view.handle(F.save(product: "7", quantity: "2"))
        await module.activity.idle()
        #expect(
            module.view.screen.form?.error
                == "Die Bestellung konnte auf diesem Gerät nicht gespeichert werden, es wurde also nichts gespeichert. Versuche es erneut.")
        #expect(module.view.screen.actions == [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)])
    }

    @Test("built for German, an offline form says so in German and a pending order says when it will be sent; a failed load is German too")
    func germanOffline() async throws {
        typealias F = OrderEntryFixtures
        let gateway = F.gateway()
        gateway.isOffline = true
        let module = F.builder(gateway, language: .german).build(input: OrderEntryInput(contactID: 3), delegate: nil)
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.notice == "Du bist offline: Die angezeigten Produkte sind die auf diesem Gerät gespeicherte Kopie.")
        module.view.handle(F.save(product: "7", quantity: "3"))
        await module.activity.idle()
        #expect(module.view.screen.section("order")?.rows.last?.detail == "Gespeichert — wird gesendet, sobald der Server erreichbar ist")

        let unknown = F.builder(language: .german).build(input: OrderEntryInput(contactID: 99), delegate: nil)
        RecordingNavigator().show(unknown)
        await unknown.activity.idle()
        #expect(unknown.view.screen.status == .failed("Diesen Kontakt gibt es nicht mehr."))
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

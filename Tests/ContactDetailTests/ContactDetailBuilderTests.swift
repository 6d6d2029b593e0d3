import ContactDetailInterface
import Foundation
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactDetail

@MainActor
@Suite("Contact detail builder")
struct ContactDetailBuilderTests {
    @Test("builds a module at /contacts/<id> with the default roles, four distinct objects")
    func wiring() {
        let module = ContactDetailFixtures.builder(ContactDetailFixtures.gateway()).build(input: ContactDetailInput(contactID: 3))
        #expect(module.route == ContactDetailRoute.route(ContactDetailInput(contactID: 3)))
        #expect(module.route.path == "/contacts/3")
        #expect(module.parts.name == "ContactDetail")
        #expect(module.view is ContactDetailDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect((roles.objects["presenter"] as? ContactDetailDefaultPresenter)?.contactID == 3)
        #expect(roles.objects["interactor"] is ContactDetailDefaultInteractor)
        #expect((roles.objects["router"] as? ContactDetailDefaultRouter)?.view === module.view)
    }

    @Test(".load shows Loading contact…, then the details, the orders newest first and New order")
    func loadFillsScreen() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let module = ContactDetailFixtures.builder(gateway).build(input: ContactDetailInput(contactID: 3))
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Contact")
        #expect(module.view.screen.status == .loading("Loading contact…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.title == "Ann Archer")
        #expect(screen.status == .ready)
        #expect(screen.notice == nil)
        #expect(
            screen.detailRows == [
                ScreenRow(id: "phone", title: "Phone", detail: "+1 (555) 010-1", link: URL(string: "tel:+15550101")),
                ScreenRow(id: "address", title: "Address", detail: "1 Main St, Springfield"),
                ScreenRow(id: "company", title: "Company", detail: "Acme"),
            ])
        #expect(screen.section(ContactDetailDefaultView.ordersSectionID)?.title == "Orders")
        #expect(
            screen.orderRows == [
                ScreenRow(id: "new", kind: .subtitle, title: "Toner × 1", detail: "US$1,234.50 · 21 Nov 2026 at 14:30 · Pending", tone: .secondary),
                ScreenRow(id: "old", kind: .subtitle, title: "Paper × 2", detail: "US$21.60 · 19 Nov 2026 at 14:30 · Sent", tone: .positive),
            ])
        #expect(screen.action(ContactDetailDefaultView.newOrderActionID) == ScreenAction(id: "new-order", title: "New order", role: .primary))
    }

    @Test("a contact that failed to load is the error view; Try again loads it")
    func errorView() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.failure = .unreachable
        let (module, _) = await ContactDetailFixtures.shownModule(gateway)
        #expect(module.view.screen.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(module.view.screen.sections.isEmpty)
        #expect(module.view.screen.actions == [ScreenAction(id: "retry", title: "Try again", role: .primary)])
        gateway.contacts.failure = nil
        module.view.handle(.action(ContactDetailDefaultView.retryActionID, form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.title == "Ann Archer")
        #expect(module.view.screen.orderRows.count == 2)
    }

    @Test("the offline copy is shown with its notice, not as an error")
    func offline() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.orders.source = .cache(savedAt: Date(timeIntervalSince1970: 0))
        let (module, _) = await ContactDetailFixtures.shownModule(gateway)
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.notice == "Offline — showing the contact saved on 1 Jan 1970 at 00:00")
        #expect(module.view.screen.orderRows.count == 2)
        #expect(module.view.screen.action(ContactDetailDefaultView.retryActionID)?.title == "Try again")
    }

    @Test("built for German, the detail shows its own German words, German dates and money, its error sentences and the offline notice")
    func german() async {
        let gateway = ContactDetailFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let module = ContactDetailFixtures.builder(gateway, language: .german).build(input: ContactDetailInput(contactID: 3))
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Kontakt")
        #expect(module.view.screen.status == .loading("Kontakt wird geladen…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.title == "Ann Archer")
        #expect(screen.detailRows.map(\.title) == ["Telefon", "Adresse", "Firma"])
        #expect(screen.section(ContactDetailDefaultView.ordersSectionID)?.title == "Bestellungen")
        // German money puts a no-break space between the amount and the symbol.
        #expect(
            screen.orderRows == [
                ScreenRow(
                    id: "new", kind: .subtitle, title: "Toner × 1", detail: "1.234,50\u{A0}$ · 21. Nov. 2026, 14:30 · Ausstehend", tone: .secondary),
                ScreenRow(id: "old", kind: .subtitle, title: "Paper × 2", detail: "21,60\u{A0}$ · 19. Nov. 2026, 14:30 · Gesendet", tone: .positive),
            ])
        #expect(screen.action(ContactDetailDefaultView.newOrderActionID) == ScreenAction(id: "new-order", title: "Neue Bestellung", role: .primary))

        let failing = ContactDetailFixtures.gateway()
        failing.contacts.failure = .unreachable
        let (failed, _) = await ContactDetailFixtures.shownModule(failing, language: .german)
        #expect(failed.view.screen.status == .failed("Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut."))
        #expect(failed.view.screen.actions == [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)])

        let empty = ContactDetailFixtures.gateway()
        empty.orders.orders = []
        empty.orders.source = .cache(savedAt: Date(timeIntervalSince1970: 0))
        let (offline, _) = await ContactDetailFixtures.shownModule(empty, language: .german)
        #expect(offline.view.screen.notice == "Offline — du siehst den Kontakt, wie er am 1. Jan. 1970, 00:00 gespeichert wurde")
        #expect(offline.view.screen.orderRows.map(\.title) == ["Noch keine Bestellungen"])
    }

    @Test("the plugin is `contact-detail` and reads the id from /contacts/:id")
    func plugin() async throws {
        let plugin = ContactDetailFixtures.builder(ContactDetailFixtures.gateway()).plugin()
        #expect(plugin.id == "contact-detail")
        #expect(plugin.routes == [ContactDetailRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contacts/4")
        #expect(module.route.path == "/contacts/4")
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.title == "Bob Brown")
    }

    @Test("the plugin refuses an id that is not a positive whole number", arguments: ["abc", "0", "-2", "1.5"])
    func pluginBadID(id: String) {
        let plugin = ContactDetailFixtures.builder(ContactDetailFixtures.gateway()).plugin()
        #expect(throws: RouteError.invalidParameter("id", value: id, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["id": id]))
        }
    }

    @Test("the plugin needs an id")
    func pluginMissingID() {
        let plugin = ContactDetailFixtures.builder(ContactDetailFixtures.gateway()).plugin()
        #expect(throws: RouteError.missingParameter("id")) {
            try plugin.build(RouteParameters())
        }
    }
}

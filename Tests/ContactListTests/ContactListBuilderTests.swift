import ContactListInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactList

@MainActor
@Suite("Contact list builder")
struct ContactListBuilderTests {
    @Test("builds a module at /contacts with the default roles, four distinct objects")
    func wiring() {
        let module = ContactListFixtures.builder(ContactListFixtures.gateway()).build()
        #expect(module.route == ContactListRoute.route)
        #expect(module.route.path == "/contacts")
        #expect(module.parts.name == "ContactList")
        #expect(module.view is ContactListDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is ContactListDefaultPresenter)
        #expect(roles.objects["interactor"] is ContactListDefaultInteractor)
        #expect(roles.objects["router"] is ContactListDefaultRouter)
        #expect((roles.objects["router"] as? ContactListDefaultRouter)?.view === module.view)
    }

    @Test(".load shows Loading contacts…, then a row per contact, the search field and Order history")
    func loadFillsScreen() async throws {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let module = ContactListFixtures.builder(gateway).build()
        #expect(!module.activity.isBusy)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Contacts")
        #expect(module.view.screen.status == .loading("Loading contacts…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.status == .ready)
        #expect(
            screen.contactRows == [
                ScreenRow(id: "1", kind: .subtitle, title: "Ann Archer", detail: "Acme", isSelectable: true),
                ScreenRow(id: "2", kind: .subtitle, title: "Bob Brown", detail: "Globex", isSelectable: true),
                ScreenRow(id: "3", kind: .subtitle, title: "Chloé Durand", detail: "Initech", isSelectable: true),
            ])
        let field = try #require(screen.form?.fields.first)
        #expect(field.id == ContactListDefaultView.searchFieldID)
        #expect(field.kind == .search)
        #expect(screen.form?.submit.id == ContactListDefaultView.searchActionID)
        #expect(screen.action(ContactListDefaultView.orderHistoryActionID)?.title == "Order history")
        #expect(screen.action(ContactListDefaultView.retryActionID) == nil)
    }

    @Test("searching through the screen filters the rows and keeps the text in the field")
    func searchOnScreen() async {
        let gateway = ContactListFixtures.gateway()
        let (module, _) = await ContactListFixtures.shownModule(gateway)
        module.view.handle(.action(ContactListDefaultView.searchActionID, form: [ContactListDefaultView.searchFieldID: " bro "]))
        await module.activity.idle()
        #expect(module.view.screen.contactRows.map(\.title) == ["Bob Brown"])
        #expect(module.view.screen.form?.fields.first?.value == "bro")
        module.view.handle(.action(ContactListDefaultView.searchActionID, form: [ContactListDefaultView.searchFieldID: "xyz"]))
        #expect(
            module.view.screen.contactRows == [
                ScreenRow(id: "no-contacts", kind: .message, title: "No contacts match “xyz”", tone: .secondary)
            ])
        #expect(gateway.contacts.calls == [.contacts])
    }

    @Test("no contacts on screen is the “No contacts found” message row")
    func emptyOnScreen() async {
        let (module, _) = await ContactListFixtures.shownModule(ContactListFixtures.gateway([]))
        #expect(
            module.view.screen.contactRows == [
                ScreenRow(id: "no-contacts", kind: .message, title: "No contacts found", tone: .secondary)
            ])
    }

    @Test("a failed load on screen is an error row and a Try again that loads again")
    func errorOnScreen() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.failure = .server(status: 500, message: "boom")
        let (module, _) = await ContactListFixtures.shownModule(gateway)
        #expect(
            module.view.screen.contactRows == [
                ScreenRow(id: "error", kind: .error, title: "The server had a problem. Try again in a moment.", tone: .negative)
            ])
        #expect(module.view.screen.action(ContactListDefaultView.retryActionID)?.title == "Try again")
        gateway.contacts.failure = nil
        module.view.handle(.action(ContactListDefaultView.retryActionID, form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.contactRows.count == 3)
        #expect(module.view.screen.action(ContactListDefaultView.retryActionID) == nil)
        #expect(gateway.contacts.calls == [.contacts, .contacts])
    }

    @Test("the offline copy shows its notice above the rows, not an error")
    func offlineOnScreen() async {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.source = .cache(savedAt: ContactListFixtures.savedYesterday)
        let (module, _) = await ContactListFixtures.shownModule(gateway)
        #expect(module.view.screen.notice?.hasPrefix("Offline — showing contacts saved") == true)
        #expect(module.view.screen.notice?.hasSuffix("at 09:15") == true)
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.contactRows.count == 3)
    }

    @Test("built for German, the list shows its own German words: title, search, buttons, messages and the offline notice")
    func german() async throws {
        let gateway = ContactListFixtures.gateway()
        gateway.contacts.delay = .milliseconds(20)
        let module = ContactListFixtures.builder(gateway, language: .german).build()
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Kontakte")
        #expect(module.view.screen.status == .loading("Kontakte werden geladen…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.contactRows.map(\.title) == ["Ann Archer", "Bob Brown", "Chloé Durand"])
        let field = try #require(screen.form?.fields.first)
        #expect(field.label == "Nach Namen suchen")
        #expect(screen.form?.submit.title == "Suchen")
        #expect(screen.action(ContactListDefaultView.orderHistoryActionID)?.title == "Bestellverlauf")
        module.view.handle(.action(ContactListDefaultView.searchActionID, form: [ContactListDefaultView.searchFieldID: "xyz"]))
        #expect(
            module.view.screen.contactRows == [
                ScreenRow(id: "no-contacts", kind: .message, title: "Keine Kontakte passen zu „xyz“", tone: .secondary)
            ])

        let failing = ContactListFixtures.gateway()
        failing.contacts.failure = .storage("disk")
        let (failed, _) = await ContactListFixtures.shownModule(failing, language: .german)
        #expect(failed.view.screen.contactRows.map(\.title) == ["Deine Kontakte konnten auf diesem Gerät nicht gelesen werden."])
        #expect(failed.view.screen.action(ContactListDefaultView.retryActionID)?.title == "Erneut versuchen")
        failing.contacts.failure = .server(status: 500, message: "boom")
        failed.view.handle(.action(ContactListDefaultView.retryActionID, form: [:]))
        await failed.activity.idle()
        #expect(failed.view.screen.contactRows.map(\.title) == ["Der Server hatte ein Problem. Versuche es gleich noch einmal."])

        let (empty, _) = await ContactListFixtures.shownModule(ContactListFixtures.gateway([]), language: .german)
        #expect(empty.view.screen.contactRows.map(\.title) == ["Keine Kontakte gefunden"])

        let offline = ContactListFixtures.gateway()
        offline.contacts.source = .cache(savedAt: ContactListFixtures.savedYesterday)
        let (cached, _) = await ContactListFixtures.shownModule(offline, language: .german)
        #expect(cached.view.screen.notice?.hasPrefix("Offline — du siehst Kontakte, die ") == true)
        #expect(cached.view.screen.notice?.hasSuffix("09:15 gespeichert wurden") == true)
        #expect(cached.view.screen.status == .ready)
    }

    @Test("the plugin is `contact-list` and answers /contacts")
    func plugin() async throws {
        let plugin = ContactListFixtures.builder(ContactListFixtures.gateway()).plugin()
        #expect(plugin.id == "contact-list")
        #expect(plugin.routes == [ContactListRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/contacts")
        #expect(module.route.path == "/contacts")
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.contactRows.count == 3)
    }
}

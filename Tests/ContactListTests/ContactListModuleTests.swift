import ContactDetailInterface
import ContactDetailTesting
import ContactListInterface
import ContactListPreviews
import Domain
import DomainTesting
import Foundation
import OrderHistoryInterface
import OrderHistoryTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import ContactList

/// The contact list through its screen: events in, every screen change and navigation out, over a
/// scripted gateway and stand-ins of the contact detail and order history modules. Each
/// `finish()` also checks the module is released once closed.
@MainActor
@Suite("Contact list module")
struct ContactListModuleTests {
    typealias Fixtures = ContactListFixtures

    /// The module over `gateway`, its load asserted: Loading contacts…, then ready, then a row per
    /// contact.
    func loadedStore(
        _ gateway: EntityGatewaySpy = Fixtures.gateway(),
        detail: ContactDetailBuilderSpy = ContactDetailBuilderSpy(),
        history: OrderHistoryBuilderSpy = OrderHistoryBuilderSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(gateway, detail: detail, history: history).build(), sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) { $0.status = .ready }
        await store.receive(sourceLocation: sourceLocation, Fixtures.rows(of: Fixtures.contacts))
        return store
    }

    @Test("shown again (Back to it, its tab selected), the list reads the contacts again, and unchanged contacts change nothing")
    func appearReadsTheContactsAgain() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        store.send(.appear)
        await store.finish()
        #expect(gateway.contacts.calls.count == 2)
    }

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(ContactListPreviews.all, of: "ContactList")
    }

    @Test(
        "built by its builder and its plugin `contact-list`, the module answers /contacts and is released when closed mid-load, its fetch cancelled"
    )
    func lifecycle() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.holdCalls()
        let builder = Fixtures.builder(gateway)
        let plugin = builder.plugin()
        #expect(plugin.id == "contact-list")
        #expect(plugin.routes == [ContactListRoute.pattern])
        #expect(ContactListRoute.route.path == "/contacts")
        await ModuleLifecycleCheck.run("ContactList", at: ContactListRoute.route, plugin: plugin, closedMidWork: true) {
            builder.build()
        }
        #expect(gateway.contacts.calls == [.contacts(userID: 1)], "only the module shown fetches the contacts")
        #expect(gateway.contacts.cancelledCalls == [.contacts(userID: 1)])
    }

    @Test(
        "opening shows Contacts, Loading contacts…, the search field and Order history, then a row per contact in the manager's order (name over phone, keyed by id); the contacts are fetched once"
    )
    func opens() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load) {
            $0.title = "Contacts"
            $0.status = .loading("Loading contacts…")
            $0.form = ScreenForm(
                fields: [ScreenField(id: "query", label: "Search by name", kind: .search)],
                submit: ScreenAction(id: "search", title: "Search")
            )
            $0.actions = [ScreenAction(id: "order-history", title: "Order history")]
        }
        store.send(.load)
        await store.receive { $0.status = .ready }
        await store.receive {
            $0.sections = [
                ScreenSection(
                    id: "contacts",
                    rows: [
                        ScreenRow(id: "1", kind: .subtitle, title: "Ann Archer", detail: "+1 555 0101", isSelectable: true),
                        ScreenRow(id: "2", kind: .subtitle, title: "Bob Brown", detail: "+1 555 0102", isSelectable: true),
                        ScreenRow(id: "3", kind: .subtitle, title: "Chloé Durand", detail: "+33 1 23 45 67 89", isSelectable: true),
                    ])
            ]
        }
        #expect(gateway.contacts.calls == [.contacts(userID: 1)], "a load under way is not started twice")
        #expect(gateway.users.callCount == 1, "the contacts are fetched for the current user, asked once per load")
        await store.finish()
    }

    @Test("the plugin's module, built from /contacts as a refresh or a deep link does, lists the same contacts")
    func plugin() async throws {
        let store = ModuleTestStore(try PluginRegistry([Fixtures.builder().plugin()]).build("/contacts"))
        #expect(store.navigator.top?.route == ContactListRoute.route)
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        await store.finish()
    }

    @Test("no contacts at all is one row that reads exactly “No contacts found”, drawn as a message, and a search through none still says so")
    func noContacts() async {
        let gateway = Fixtures.gateway([])
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows([Fixtures.message("No contacts found")]))
        store.send(Fixtures.search("ann")) { $0.form = Fixtures.form("ann") }
        #expect(gateway.contacts.calls == [.contacts(userID: 1)])
        await store.finish()
    }

    @Test(
        "a failed load is an error row saying why, with Try again, which shows Loading contacts… with no rows and loads again",
        arguments: [
            (ServiceError.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.unauthorized, ServiceErrorWording.standard.message(for: .unauthorized)),
            (.server(status: 500, message: "boom"), ServiceErrorWording.standard.message(for: .server(status: 500, message: "boom"))),
            (.notFound, "Your contacts could not be found."),
            (.storage("disk"), "Your contacts couldn't be read from this device."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = error
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(retry: true)
        }
        await store.receive(Fixtures.rows([Fixtures.error(message)]))
        gateway.contacts.failure = nil
        store.send(Fixtures.retry) {
            Fixtures.loading(&$0)
            $0.sections = []
        }
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions()
        }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        #expect(gateway.contacts.calls == [.contacts(userID: 1), .contacts(userID: 1)])
        await store.finish()
    }

    @Test("a load the gateway reports as cancelled adds no error row: the list is empty, with nothing to retry")
    func cancelledLoad() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = .cancelled
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .ready }
        await store.finish()
    }

    @Test("closed while the contacts load, the fetch is cancelled and reports nothing: the screen stays at Loading contacts…")
    func closedWhileLoading() async throws {
        let gateway = Fixtures.gateway()
        gateway.contacts.holdCalls()
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        try await eventually("the fetch started") { gateway.contacts.calls == [.contacts(userID: 1)] }
        #expect(store.navigator.popTop() != nil)
        await store.finish()
        #expect(gateway.contacts.cancelledCalls == [.contacts(userID: 1)])
    }

    @Test(
        "contacts from the device's copy show the offline notice, saved today by the time, earlier by the day, with Try again, above the rows, not an error",
        arguments: [
            (ContactListFixtures.savedToday, "Offline — showing contacts saved at 14:05"),
            (ContactListFixtures.savedYesterday, "Offline — showing contacts saved on 21 Nov 2026 at 09:15"),
        ]
    )
    func offline(savedAt: Date, notice: String) async {
        let gateway = Fixtures.gateway()
        gateway.contacts.source = .cache(savedAt: savedAt)
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.notice = notice
            $0.actions = Fixtures.actions(retry: true)
        }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        store.send(Fixtures.search("bob")) {
            $0.form = Fixtures.form("bob")
            Fixtures.rows(of: [Fixtures.bob])(&$0)
        }
        #expect(gateway.contacts.calls == [.contacts(userID: 1)], "a search filters the copy it has, with its notice")
        await store.finish()
    }

    @Test("a fresh list after the offline copy clears the notice and Try again")
    func backOnline() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.source = .cache(savedAt: Fixtures.savedToday)
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.notice = "Offline — showing contacts saved at 14:05"
            $0.actions = Fixtures.actions(retry: true)
        }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        gateway.contacts.source = .live
        store.send(Fixtures.retry) {
            Fixtures.loading(&$0)
            $0.notice = nil
            $0.sections = []
        }
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        await store.finish()
    }

    @Test(
        "selecting a contact shown (after a search) pushes its detail at /contacts/<id>, built through the detail's builder with its id; a row that is not a contact shown goes nowhere"
    )
    func selectContact() async {
        let detail = ContactDetailBuilderSpy()
        let store = await loadedStore(detail: detail)
        store.send(Fixtures.search("ann")) {
            $0.form = Fixtures.form("ann")
            Fixtures.rows(of: [Fixtures.ann])(&$0)
        }
        store.send(Fixtures.select("no-contacts"))
        store.send(Fixtures.select("2"))
        store.send(Fixtures.select("42"))
        store.send(.select(section: "other", row: "1"))
        #expect(detail.inputs.isEmpty, "only a contact the list shows opens")
        store.send(Fixtures.select("1"))
        let route = ContactDetailRoute.route(ContactDetailInput(contactID: 1))
        await store.receive(.push(route))
        #expect(detail.inputs == [ContactDetailInput(contactID: 1)])
        #expect(store.navigator.top?.route.path == "/contacts/1")
        await store.finish()
    }

    @Test("Order history pushes the order history at /orders, built through its builder")
    func orderHistory() async {
        let history = OrderHistoryBuilderSpy()
        let store = await loadedStore(history: history)
        store.send(Fixtures.orderHistory)
        await store.receive(.push(OrderHistoryRoute.route))
        #expect(history.buildCount == 1)
        #expect(store.navigator.top?.route.path == "/orders")
        await store.finish()
    }
}

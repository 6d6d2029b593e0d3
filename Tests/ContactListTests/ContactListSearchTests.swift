import ContactListPreviews
import Domain
import DomainTesting
import Fakes
import Testing
import ViperKit
import ViperKitTesting

/// Searching the contact list through its screen: the search field's text in, the matching rows
/// out, over a scripted gateway. Each `finish()` also checks the module is released once closed.
@MainActor
@Suite("Contact list search")
struct ContactListSearchTests {
    typealias Fixtures = ContactListFixtures

    /// The module over `gateway`, its load asserted: Loading contacts…, then ready, then a row per
    /// contact.
    func loadedStore(_ gateway: EntityGatewaySpy, sourceLocation: SourceLocation = #_sourceLocation) async -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(gateway).build(), sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) { $0.status = .ready }
        await store.receive(sourceLocation: sourceLocation, Fixtures.rows(of: Fixtures.contacts))
        return store
    }

    @Test(
        "a search trims the text, keeps it in the field and lists the contacts whose name contains it, ignoring case and accents, with no second fetch; an empty search lists everyone again"
    )
    func search() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        store.send(Fixtures.search("  bro \n")) {
            $0.form = Fixtures.form("bro")
            Fixtures.rows(of: [Fixtures.bob])(&$0)
        }
        store.send(Fixtures.search("CHLOE")) {
            $0.form = Fixtures.form("CHLOE")
            Fixtures.rows(of: [Fixtures.chloe])(&$0)
        }
        store.send(Fixtures.search("b")) {
            $0.form = Fixtures.form("b")
            Fixtures.rows(of: [Fixtures.bob])(&$0)
        }
        store.send(Fixtures.search("")) {
            $0.form = Fixtures.form()
            Fixtures.rows(of: Fixtures.contacts)(&$0)
        }
        #expect(gateway.contacts.calls == [.contacts(userID: 1)])
        await store.finish()
    }

    @Test(
        "the no-match state the gallery and the snapshots show is this module's: every contact by name, then a search for Zebedee that matches none"
    )
    func noMatchAsDeclared() async throws {
        let store = try ModuleTestStore(state: "no match", of: ContactListPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows(of: FakeOrderData.contacts.sorted { ($0.name, $0.id) < ($1.name, $1.id) }))
        await store.receive { $0.form = Fixtures.form("Zebedee") }
        await store.receive(Fixtures.rows([Fixtures.message("No contacts match “Zebedee”")]))
        await store.finish()
    }

    @Test("a search matching nothing is one message row naming the search")
    func noMatch() async {
        let store = await loadedStore(Fixtures.gateway())
        store.send(Fixtures.search("zed")) {
            $0.form = Fixtures.form("zed")
            Fixtures.rows([Fixtures.message("No contacts match “zed”")])(&$0)
        }
        await store.finish()
    }

    @Test("a search while the contacts load is applied by the load's list, and starts no second fetch")
    func searchWhileLoading() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        store.send(Fixtures.search("ann")) { $0.form = Fixtures.form("ann") }
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows(of: [Fixtures.ann]))
        #expect(gateway.contacts.calls == [.contacts(userID: 1)])
        await store.finish()
    }

    @Test("a search after a failed load fetches the contacts again and lists the matches")
    func searchAfterFailure() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = .timeout
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.actions = Fixtures.actions(retry: true)
        }
        await store.receive(Fixtures.rows([Fixtures.error(ServiceErrorWording.standard.message(for: .timeout))]))
        gateway.contacts.failure = nil
        store.send(Fixtures.search("bob")) { $0.form = Fixtures.form("bob") }
        await store.receive { $0.actions = Fixtures.actions() }
        await store.receive(Fixtures.rows(of: [Fixtures.bob]))
        #expect(gateway.contacts.calls == [.contacts(userID: 1), .contacts(userID: 1)])
        await store.finish()
    }
}

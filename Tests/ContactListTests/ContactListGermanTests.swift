import Domain
import DomainTesting
import Foundation
import Testing
import ViperKit
import ViperKitTesting

/// The contact list built for German: its own German words from its string table, Domain's
/// standard German error sentences, and German dates in the offline notice. Each `finish()` also
/// checks the module is released once closed.
@MainActor
@Suite("Contact list in German")
struct ContactListGermanTests {
    typealias Fixtures = ContactListFixtures

    nonisolated static let german = ServiceErrorWording(locale: Language.german.locale)
    static let retry = ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)

    /// What opening changes, in German.
    static func loading(_ screen: inout Screen) {
        screen.title = "Kontakte"
        screen.status = .loading("Kontakte werden geladen…")
        screen.form = ScreenForm(
            fields: [ScreenField(id: "query", label: "Nach Namen suchen", kind: .search)],
            submit: ScreenAction(id: "search", title: "Suchen")
        )
        screen.actions = [ScreenAction(id: "order-history", title: "Bestellverlauf")]
    }

    /// The German module over `gateway`, opened: its loading screen asserted.
    func openedStore(_ gateway: EntityGatewaySpy, sourceLocation: SourceLocation = #_sourceLocation) -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(gateway, language: .german).build(), sourceLocation: sourceLocation)
        store.send(.load, Self.loading, sourceLocation: sourceLocation)
        return store
    }

    @Test("the title, Loading, the search field, Order history and the no-match row are German")
    func words() async {
        let store = openedStore(Fixtures.gateway())
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        store.send(Fixtures.search("xyz")) {
            $0.form?.fields[0].value = "xyz"
            Fixtures.rows([Fixtures.message("Keine Kontakte passen zu „xyz“")])(&$0)
        }
        await store.finish()
    }

    @Test("no contacts at all reads “Keine Kontakte gefunden”")
    func noContacts() async {
        let store = openedStore(Fixtures.gateway([]))
        await store.receive { $0.status = .ready }
        await store.receive(Fixtures.rows([Fixtures.message("Keine Kontakte gefunden")]))
        await store.finish()
    }

    @Test(
        "a failed load reads as Domain's standard German sentence, or the module's own where it has one, with Erneut versuchen",
        arguments: [
            (ServiceError.unauthorized, ContactListGermanTests.german.message(for: .unauthorized)),
            (.server(status: 500, message: "boom"), ContactListGermanTests.german.message(for: .server(status: 500, message: "boom"))),
            (.notFound, "Deine Kontakte wurden nicht gefunden."),
            (.storage("disk"), "Deine Kontakte konnten auf diesem Gerät nicht gelesen werden."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = error
        let store = openedStore(gateway)
        await store.receive {
            $0.status = .ready
            $0.actions.append(Self.retry)
        }
        await store.receive(Fixtures.rows([Fixtures.error(message)]))
        await store.finish()
    }

    @Test(
        "the offline notice says when the copy was saved, in German: today by the time, earlier by the day",
        arguments: [
            (ContactListFixtures.savedToday, "Offline — du siehst Kontakte, die um 14:05 gespeichert wurden"),
            (ContactListFixtures.savedYesterday, "Offline — du siehst Kontakte, die am 21. Nov. 2026, 09:15 gespeichert wurden"),
        ]
    )
    func offline(savedAt: Date, notice: String) async {
        let gateway = Fixtures.gateway()
        gateway.contacts.source = .cache(savedAt: savedAt)
        let store = openedStore(gateway)
        await store.receive {
            $0.status = .ready
            $0.notice = notice
            $0.actions.append(Self.retry)
        }
        await store.receive(Fixtures.rows(of: Fixtures.contacts))
        await store.finish()
    }
}

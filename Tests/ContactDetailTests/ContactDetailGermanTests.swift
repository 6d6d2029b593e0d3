import ContactDetailInterface
import Domain
import DomainTesting
import Foundation
import Testing
import ViperKit
import ViperKitTesting

/// The contact detail built for German: its own German words from its string table, German dates,
/// numbers and money, Domain's standard German error sentences, and the German offline notice.
/// Each `finish()` also checks the module is released once closed.
@MainActor
@Suite("Contact detail in German")
struct ContactDetailGermanTests {
    typealias Fixtures = ContactDetailFixtures

    /// The German module of contact `id` over `gateway`, opened: Kontakt wird geladen… asserted.
    func openedStore(_ gateway: EntityGatewaySpy, id: Int64 = 3, sourceLocation: SourceLocation = #_sourceLocation) -> ModuleTestStore {
        let module = Fixtures.builder(gateway, language: .german).build(input: ContactDetailInput(contactID: id))
        let store = ModuleTestStore(module, sourceLocation: sourceLocation)
        store.send(.load, Self.loading, sourceLocation: sourceLocation)
        return store
    }

    /// What opening changes, in German: the title Kontakt and Kontakt wird geladen….
    static func loading(_ screen: inout Screen) {
        screen.title = "Kontakt"
        screen.status = .loading("Kontakt wird geladen…")
    }

    /// What Ann arriving changes, in German, with the offline `notice` and Erneut versuchen if
    /// there is one.
    static func ann(notice: String? = nil) -> (inout Screen) -> Void {
        { screen in
            screen.title = "Ann Archer"
            screen.status = .ready
            screen.notice = notice
            screen.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "phone", title: "Telefon", detail: "+1 (555) 010-1", link: URL(string: "tel:+15550101")),
                        ScreenRow(id: "address", title: "Adresse", detail: "1 Main St, Springfield"),
                        ScreenRow(id: "company", title: "Firma", detail: "Acme"),
                    ]),
                ScreenSection(id: "orders", title: "Bestellungen", rows: []),
            ]
            screen.actions =
                [ScreenAction(id: "new-order", title: "Neue Bestellung", role: .primary)]
                + (notice == nil ? [] : [ScreenAction(id: "retry", title: "Erneut versuchen")])
        }
    }

    @Test("the labels, buttons, dates, money and statuses are German; German money puts a no-break space before the symbol")
    func words() async {
        let store = openedStore(Fixtures.gateway())
        await store.receive(Self.ann())
        await store.receive(
            Fixtures.orderRows([
                Fixtures.orderRow("new", "Toner × 1", "1.234,50\u{A0}$ · 21. Nov. 2026, 14:30 · Ausstehend", tone: .secondary),
                Fixtures.orderRow("old", "Paper × 2", "21,60\u{A0}$ · 19. Nov. 2026, 14:30 · Gesendet", tone: .positive),
            ]))
        await store.finish()
    }

    @Test("the quantity is grouped the German way and a refused order reads “Nicht gesendet”; the contact saved today reads “um 14:05”")
    func offlineToday() async {
        let gateway = Fixtures.gateway(orders: [
            Fixtures.order("a", product: "Toner", quantity: 1_200, totalCents: 5, daysAgo: 1, status: .refused)
        ])
        gateway.contacts.source = .cache(savedAt: Fixtures.savedToday)
        let store = openedStore(gateway)
        await store.receive(Self.ann(notice: "Offline — du siehst den Kontakt, wie er um 14:05 gespeichert wurde"))
        await store.receive(
            Fixtures.orderRows([Fixtures.orderRow("a", "Toner × 1.200", "0,05\u{A0}$ · 21. Nov. 2026, 14:30 · Nicht gesendet", tone: .negative)]))
        await store.finish()
    }

    @Test("orders saved long ago read “am 1. Jan. 1970, 00:00”, and no orders reads “Noch keine Bestellungen”")
    func offlineEarlier() async {
        let gateway = Fixtures.gateway(orders: [])
        gateway.orders.source = .cache(savedAt: Fixtures.savedLongAgo)
        let store = openedStore(gateway)
        await store.receive(Self.ann(notice: "Offline — du siehst den Kontakt, wie er am 1. Jan. 1970, 00:00 gespeichert wurde"))
        await store.receive(Fixtures.orderRows([Fixtures.noOrders("Noch keine Bestellungen")]))
        await store.finish()
    }

    @Test(
        "totals are US dollars written for German, whatever the machine's locale",
        arguments: [(123_450, "1.234,50\u{A0}$"), (100_000_000, "1.000.000,00\u{A0}$")]
    )
    func currency(cents: Int, total: String) async {
        let store = openedStore(Fixtures.gateway(orders: [Fixtures.order("a", totalCents: cents)]))
        await store.receive(Self.ann())
        await store.receive(Fixtures.orderRows([Fixtures.orderRow("a", "Paper × 1", "\(total) · 21. Nov. 2026, 14:30 · Gesendet", tone: .positive)]))
        await store.finish()
    }

    @Test("a contact that failed to load reads as Domain's standard German sentence, with Erneut versuchen")
    func failure() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = .unreachable
        let store = openedStore(gateway)
        await store.receive {
            $0.status = .failed(ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable))
            $0.actions = [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)]
        }
        await store.finish()
    }

    @Test("a contact that no longer exists reads as the module's own German sentence, with nothing to retry")
    func notFound() async {
        let store = openedStore(Fixtures.gateway(), id: 99)
        await store.receive { $0.status = .failed("Diesen Kontakt gibt es nicht mehr.") }
        await store.finish()
    }
}

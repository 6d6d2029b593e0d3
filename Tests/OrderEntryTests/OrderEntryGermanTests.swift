import Domain
import Fakes
import OrderEntryInterface
import Testing
import ViperKit
import ViperKitTesting

/// The order entry module built for German, through its screen: its own words from its German
/// string table, and money and numbers written for the German locale. (German money puts a
/// no-break space between the amount and the symbol: "12,50\u{A0}$".)
@MainActor
@Suite("Order entry in German")
struct OrderEntryGermanTests {
    typealias Fixtures = OrderEntryFixtures

    static let newOrder = ScreenAction(id: "new-order", title: "Neue Bestellung")
    static let retry = ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)

    /// The German form: Produkt with the products as name — price, Menge, Speichern.
    static let form = ScreenForm(
        fields: [
            ScreenField(
                id: "product", label: "Produkt", kind: .choice, isRequired: true,
                choices: [FieldChoice(value: "8", label: "Gadget — 1.143,06\u{A0}$"), FieldChoice(value: "7", label: "Widget — 12,50\u{A0}$")]
            ),
            ScreenField(id: "quantity", label: "Menge", kind: .number, isRequired: true),
        ],
        submit: ScreenAction(id: "save", title: "Speichern", role: .primary)
    )

    /// What opening changes in German: the title without the contact's name, and Loading.
    static func loading(_ screen: inout Screen) {
        screen.title = "Neue Bestellung"
        screen.status = .loading("Produkte werden geladen…")
    }

    /// What pressing Save with `product` and `quantity` changes in German.
    static func saving(product: String, quantity: String) -> (inout Screen) -> Void {
        { screen in
            Fixtures.saving(product: product, quantity: quantity)(&screen)
            screen.status = .loading("Bestellung wird gespeichert…")
        }
    }

    /// What a saved order changes in German: ready again, its German summary, Neue Bestellung.
    static func saved(_ details: [String], status: String = "Gesendet", tone: Tone = .positive) -> (inout Screen) -> Void {
        { screen in
            let titles = ["Produkt", "Menge", "Zwischensumme", "Steuer", "Gesamtsumme", "Status"]
            let ids = ["product", "quantity", "item-total", "tax", "order-total", "status"]
            let values = details + [status]
            screen.status = .ready
            screen.form?.submit.isEnabled = true
            screen.sections = [
                ScreenSection(
                    id: "order", title: "Bestellung gespeichert",
                    rows: ids.indices.map { ScreenRow(id: ids[$0], title: titles[$0], detail: values[$0], tone: $0 == 5 ? tone : .normal) }
                )
            ]
            screen.actions = [newOrder]
        }
    }

    /// The module for contact 3 over `gateway` in German, its load asserted: the German title and
    /// Loading, then the German form (with the German offline notice when `gateway` is offline).
    func loadedStore(
        _ gateway: FakeEntityGateway, quantityLimit: Int = 999, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let builder = Fixtures.builder(gateway, quantityLimit: quantityLimit, language: .german)
        let store = ModuleTestStore(builder.build(input: OrderEntryInput(contactID: 3), delegate: nil), sourceLocation: sourceLocation)
        let offline = gateway.isOffline
        store.send(.load, Self.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) {
            $0.title = "Neue Bestellung für Ada Lovelace"
            $0.status = .ready
            $0.notice = offline ? "Du bist offline: Die angezeigten Produkte sind die auf diesem Gerät gespeicherte Kopie." : nil
            $0.form = Self.form
        }
        return store
    }

    @Test(
        "the form shows its own German words, German money and grouped numbers: labels, field messages, the saved order's summary, a failed save"
    )
    func form() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway, quantityLimit: 5_000)
        store.send(Fixtures.save(product: "7", quantity: "12a")) {
            $0.productField?.value = "7"
            $0.quantityField?.value = "12a"
            $0.quantityField?.error = "Die Menge darf nur aus Ziffern bestehen"
        }
        store.send(Fixtures.save(product: "", quantity: ""), Self.saving(product: "", quantity: ""))
        await store.receive(Fixtures.refused(product: "Wähle ein Produkt aus", quantity: "Gib eine Menge ein"))
        store.send(Fixtures.save(product: "7", quantity: "6000"), Self.saving(product: "7", quantity: "6000"))
        await store.receive(Fixtures.refused(quantity: "Die Menge muss zwischen 1 und 5.000 liegen"))
        store.send(Fixtures.save(product: "7", quantity: "1200"), Self.saving(product: "7", quantity: "1200"))
        await store.receive(
            Self.saved(["Widget", "1.200 × 12,50\u{A0}$", "15.000,00\u{A0}$", "1.200,00\u{A0}$", "16.200,00\u{A0}$"]))

        gateway.orders.failNextCall(with: .storage("disk full"))
        store.send(Fixtures.save(product: "7", quantity: "2"), Self.saving(product: "7", quantity: "2"))
        await store.receive {
            $0.status = .ready
            $0.form?.submit.isEnabled = true
            $0.form?.error =
                "Die Bestellung konnte auf diesem Gerät nicht gespeichert werden, es wurde also nichts gespeichert. Versuche es erneut."
            $0.actions = [Self.retry]
        }
        await store.finish()
    }

    @Test("an offline form says so in German, and an order saved offline says in German when it will be sent")
    func offline() async {
        let gateway = Fixtures.gateway()
        gateway.isOffline = true
        let store = await loadedStore(gateway)
        store.send(Fixtures.save(product: "7", quantity: "3"), Self.saving(product: "7", quantity: "3"))
        await store.receive(
            Self.saved(
                ["Widget", "3 × 12,50\u{A0}$", "37,50\u{A0}$", "3,00\u{A0}$", "40,50\u{A0}$"],
                status: "Gespeichert — wird gesendet, sobald der Server erreichbar ist", tone: .secondary))
        await store.finish()
    }

    @Test("a failed load is German too: an unknown contact's screen says it no longer exists, with Erneut versuchen")
    func unknownContact() async {
        let store = ModuleTestStore(Fixtures.builder(language: .german).build(input: OrderEntryInput(contactID: 99), delegate: nil))
        store.send(.load, Self.loading)
        await store.receive {
            $0.status = .failed("Diesen Kontakt gibt es nicht mehr.")
            $0.actions = [Self.retry]
        }
        await store.finish()
    }
}

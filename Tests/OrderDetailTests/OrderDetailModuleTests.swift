import Domain
import DomainTesting
import OrderDetailInterface
import OrderDetailPreviews
import OrderDetailTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import OrderDetail

/// The order detail through its screen: events in, every screen change and navigation out, over
/// a scripted order manager.
@MainActor
@Suite("Order detail module")
struct OrderDetailModuleTests {
    typealias Fixtures = OrderDetailFixtures

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(OrderDetailPreviews.all, of: "OrderDetail")
    }

    @Test("the refused state the gallery and the snapshots show is this module's: the order, Not sent with the server's reason, and Send again")
    func refusedAsDeclared() async throws {
        let store = try ModuleTestStore(state: "refused", of: OrderDetailPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "Cedar Planter Box × 2"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "order",
                    rows: [
                        ScreenRow(id: "contact", title: "Contact", detail: "Ada Abbott"),
                        ScreenRow(id: "product", title: "Product", detail: "Cedar Planter Box"),
                        ScreenRow(id: "quantity", title: "Quantity", detail: "2"),
                        ScreenRow(id: "unit-price", title: "Unit price", detail: "US$34.50"),
                        ScreenRow(id: "item-total", title: "Item total", detail: "US$69.00"),
                        ScreenRow(id: "tax", title: "Tax", detail: "US$5.52"),
                        ScreenRow(id: "total", title: "Total", detail: "US$74.52"),
                        ScreenRow(id: "saved", title: "Saved", detail: "12 Nov 2025 at 09:00"),
                        ScreenRow(id: "status", title: "Status", detail: "Not sent", tone: .negative),
                        ScreenRow(id: "reason", title: "Reason", detail: "The product is no longer sold.", tone: .secondary),
                    ])
            ]
            $0.actions = [ScreenAction(id: "send-again", title: "Send again", role: .primary)]
        }
        await store.finish()
    }

    @Test(
        "built by its builder and its plugin `order-detail`, the module answers /orders/<key> and is released when closed mid-read, the read cancelled"
    )
    func lifecycle() async {
        let gateway = Fixtures.gateway()
        gateway.orders.holdCalls()
        let builder = Fixtures.builder(gateway)
        let plugin = builder.plugin()
        #expect(plugin.id == "order-detail")
        #expect(plugin.routes == [OrderDetailRoute.pattern])
        let input = OrderDetailInput(orderID: "sent")
        #expect(OrderDetailRoute.route(input).path == "/orders/sent")
        await ModuleLifecycleCheck.run("OrderDetail", at: OrderDetailRoute.route(input), plugin: plugin, closedMidWork: true) {
            builder.build(input: input, delegate: nil)
        }
        #expect(gateway.orders.cancelledCalls == [.order(id: "sent")])
    }

    @Test(
        "opening shows Loading order…, then the order: whom for, product, quantity, unit price, item total, tax, total, when saved and Sent; a sent order has no Send again"
    )
    func opens() async {
        let store = ModuleTestStore(Fixtures.builder().build(input: OrderDetailInput(orderID: "sent"), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "Field Notebook × 4"
            $0.status = .ready
            $0.sections = [ScreenSection(id: "order", rows: Fixtures.rows(status: "Sent", tone: .positive))]
        }
        await store.finish()
    }

    @Test(
        "a refused order says why it was not sent; Send again sends it with its key, shows Sending… until the answer, then Sent, and tells the module that opened it"
    )
    func sendAgain() async {
        let gateway = Fixtures.gateway()
        let delegate = OrderDetailDelegateSpy()
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderDetailInput(orderID: "refused"), delegate: delegate))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "Field Notebook × 4"
            $0.status = .ready
            $0.sections = [
                ScreenSection(id: "order", rows: Fixtures.rows(status: "Not sent", tone: .negative, reason: "The product is no longer sold."))
            ]
            $0.actions = [ScreenAction(id: "send-again", title: "Send again", role: .primary)]
        }
        store.send(Fixtures.sendAgain) {
            $0.actions = [ScreenAction(id: "send-again", title: "Sending…", role: .primary, isEnabled: false)]
        }
        store.send(Fixtures.sendAgain)
        await store.receive {
            $0.sections = [ScreenSection(id: "order", rows: Fixtures.rows(status: "Sent", tone: .positive))]
            $0.actions = []
        }
        #expect(gateway.orders.calls == [.order(id: "refused"), .sendAgain(id: "refused")], "a second press while sending is ignored")
        #expect(delegate.sentAgain == ["refused"])
        await store.finish()
    }

    @Test("Send again while the server cannot be reached keeps the order pending, says so, and offers Send again")
    func sendAgainOffline() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderDetailInput(orderID: "refused"), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "Field Notebook × 4"
            $0.status = .ready
            $0.sections = [
                ScreenSection(id: "order", rows: Fixtures.rows(status: "Not sent", tone: .negative, reason: "The product is no longer sold."))
            ]
            $0.actions = [ScreenAction(id: "send-again", title: "Send again", role: .primary)]
        }
        gateway.orders.source = .cache(savedAt: Fixtures.now)
        store.send(Fixtures.sendAgain) { $0.actions[0] = ScreenAction(id: "send-again", title: "Sending…", role: .primary, isEnabled: false) }
        await store.receive {
            $0.sections = [
                ScreenSection(
                    id: "order",
                    rows: Fixtures.rows(
                        status: "Pending — will be sent when the server can be reached", tone: .secondary, reason: "The product is no longer sold."))
            ]
            $0.actions = [ScreenAction(id: "send-again", title: "Send again", role: .primary)]
        }
        await store.finish()
    }

    @Test("built for German, the order speaks German: its labels, money, date and status")
    func german() async {
        let store = ModuleTestStore(Fixtures.builder(language: .german).build(input: OrderDetailInput(orderID: "sent"), delegate: nil))
        store.send(.load) {
            $0.title = "Bestellung"
            $0.status = .loading("Bestellung wird geladen…")
        }
        await store.receive {
            $0.title = "Field Notebook × 4"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "order",
                    rows: [
                        ScreenRow(id: "contact", title: "Kontakt", detail: "Farid Fischer"),
                        ScreenRow(id: "product", title: "Produkt", detail: "Field Notebook"),
                        ScreenRow(id: "quantity", title: "Menge", detail: "4"),
                        ScreenRow(id: "unit-price", title: "Stückpreis", detail: "6,50\u{A0}$"),
                        ScreenRow(id: "item-total", title: "Warenwert", detail: "26,00\u{A0}$"),
                        ScreenRow(id: "tax", title: "Steuer", detail: "2,08\u{A0}$"),
                        ScreenRow(id: "total", title: "Gesamt", detail: "28,08\u{A0}$"),
                        ScreenRow(id: "saved", title: "Gespeichert", detail: "22. Nov. 2026, 14:30"),
                        ScreenRow(id: "status", title: "Status", detail: "Gesendet", tone: .positive),
                    ])
            ]
        }
        await store.finish()
    }

    @Test("an order the user does not have says so, with no Try again; a failed read offers Try again, which reads again")
    func failures() async {
        let missing = ModuleTestStore(Fixtures.builder().build(input: OrderDetailInput(orderID: "nope"), delegate: nil))
        missing.send(.load, Fixtures.loading)
        await missing.receive { $0.status = .failed("This order does not exist.") }
        await missing.finish()

        let gateway = Fixtures.gateway()
        gateway.orders.failure = .timeout
        let failed = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderDetailInput(orderID: "sent"), delegate: nil))
        failed.send(.load, Fixtures.loading)
        await failed.receive {
            $0.status = .failed(ServiceErrorWording.standard.message(for: .timeout))
            $0.actions = [ScreenAction(id: "retry", title: "Try again", role: .primary)]
        }
        gateway.orders.failure = nil
        failed.send(Fixtures.retry) {
            $0.status = .loading("Loading order…")
            $0.actions = []
        }
        await failed.receive {
            $0.title = "Field Notebook × 4"
            $0.status = .ready
            $0.sections = [ScreenSection(id: "order", rows: Fixtures.rows(status: "Sent", tone: .positive))]
        }
        await failed.finish()
    }

    @Test("the plugin refuses an id that is not an order's key", arguments: ["a b", "<x>", String(repeating: "a", count: 65)])
    func pluginRefuses(id: String) {
        #expect(throws: RouteError.self) {
            try PluginRegistry([Fixtures.builder().plugin()]).build(
                "/orders/\(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id)")
        }
    }
}

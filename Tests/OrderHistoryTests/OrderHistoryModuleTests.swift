import Domain
import Foundation
import OrderDetailInterface
import OrderDetailTesting
import OrderHistoryInterface
import OrderHistoryPreviews
import Testing
import ViperKit
import ViperKitTesting

/// The order history through its screen: events in, every screen change and navigation out, over a
/// scripted order manager. Each `finish()` also checks the module is released once closed.
@MainActor
@Suite("Order history module")
struct OrderHistoryModuleTests {
    typealias Fixtures = OrderHistoryFixtures

    /// The module over `gateway`, its load asserted: Loading orders…, then `sections`.
    func loadedStore(
        _ gateway: OrderHistoryGateway,
        _ sections: [ScreenSection] = Fixtures.utcSections,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(gateway).build(), sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, Fixtures.loaded(sections))
        return store
    }

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(OrderHistoryPreviews.all, of: "OrderHistory")
    }

    @Test("built by its builder and its plugin, the module answers /orders and is released when closed mid-read, its read cancelled")
    func lifecycle() async {
        let gateway = OrderHistoryGateway(orders: Fixtures.orders)
        gateway.orders.holdCalls()
        let builder = Fixtures.builder(gateway)
        #expect(OrderHistoryRoute.route.path == "/orders")
        await ModuleLifecycleCheck.run("OrderHistory", at: OrderHistoryRoute.route, plugin: builder.plugin(), closedMidWork: true) {
            builder.build()
        }
        #expect(gateway.orders.calls == [.orders], "only the module shown reads the orders")
        #expect(gateway.orders.cancelledCalls == [.orders])
    }

    @Test("shown again (Back, a reload), the history reads the orders again without Loading: a pending order sent meanwhile reads Sent")
    func appearShowsCurrentOrders() async {
        let gateway = OrderHistoryGateway(orders: [Fixtures.b])
        let pending = Fixtures.row(
            "b", "Charles Babbage — 1 × Gadget", "09:15 · US$1,234.50 · Pending — will be sent when the server can be reached", tone: .secondary)
        let store = await loadedStore(
            gateway,
            [
                Fixtures.day("day-2026-11-22", "Sun, 22 Nov 2026", [pending], total: ("Total (1 order)", "US$1,234.50")),
                ScreenSection(id: "all-orders", rows: [ScreenRow(id: "total", kind: Fixtures.totalKind, title: "All orders", detail: "US$1,234.50")]),
            ])
        gateway.orders.orders = [Fixtures.b.with(status: .sent)]
        store.send(.appear)
        await store.receive { $0.sections[0].rows[0] = Fixtures.row("b", "Charles Babbage — 1 × Gadget", "09:15 · US$1,234.50 · Sent") }
        store.send(.appear)
        await store.finish()
        #expect(gateway.orders.calls == [.orders, .orders, .orders], "each appearance reads once; the last changed nothing on screen")
    }

    @Test(
        "opening shows Orders and Loading orders…, then a section per day, newest first: each order as who and what over time · total · status, a pending one in grey and counted, the day's total, then the total of all orders; the orders are read once"
    )
    func opens() async {
        let gateway = OrderHistoryGateway(orders: Fixtures.orders)
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load) {
            $0.title = "Orders"
            $0.status = .loading("Loading orders…")
        }
        store.send(.load)
        await store.receive {
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "day-2026-11-22", title: "Sun, 22 Nov 2026",
                    rows: [
                        ScreenRow(
                            id: "a", kind: .subtitle, title: "Ada Lovelace — 3 × Widget", detail: "18:30 · US$40.50 · Sent", isSelectable: true),
                        ScreenRow(
                            id: "b", kind: .subtitle, title: "Charles Babbage — 1 × Gadget",
                            detail: "09:15 · US$1,234.50 · Pending — will be sent when the server can be reached", tone: .secondary,
                            isSelectable: true),
                        ScreenRow(id: "total", kind: Fixtures.totalKind, title: "Total (2 orders)", detail: "US$1,275.00"),
                    ]),
                ScreenSection(
                    id: "day-2026-11-21", title: "Sat, 21 Nov 2026",
                    rows: [
                        ScreenRow(
                            id: "c", kind: .subtitle, title: "Ada Lovelace — 1 × Widget", detail: "23:30 · US$13.50 · Sent", isSelectable: true),
                        ScreenRow(id: "total", kind: Fixtures.totalKind, title: "Total (1 order)", detail: "US$13.50"),
                    ]),
                ScreenSection(
                    id: "day-2026-11-20", title: "Fri, 20 Nov 2026",
                    rows: [
                        ScreenRow(
                            id: "d", kind: .subtitle, title: "Ada Lovelace — 2 × Widget", detail: "12:00 · US$27.00 · Sent", isSelectable: true),
                        ScreenRow(id: "total", kind: Fixtures.totalKind, title: "Total (1 order)", detail: "US$27.00"),
                    ]),
                ScreenSection(id: "all-orders", rows: [ScreenRow(id: "total", kind: Fixtures.totalKind, title: "All orders", detail: "US$1,315.50")]),
            ]
        }
        #expect(gateway.orders.calls == [.orders], "a read under way is not started twice")
        await store.finish()
    }

    @Test("the plugin is `order-history` and answers /orders, not what lies under it; a deep link shows the same list")
    func plugin() async throws {
        let plugin = Fixtures.builder().plugin()
        #expect(plugin.id == "order-history")
        #expect(plugin.routes == [OrderHistoryRoute.pattern])
        #expect(throws: RouteError.notFound("/orders/1")) { try PluginRegistry([plugin]).build("/orders/1") }
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/orders"))
        #expect(store.navigator.top?.route == OrderHistoryRoute.route)
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.loaded(Fixtures.utcSections))
        await store.finish()
    }

    @Test("no orders says No orders yet, with no days, totals or buttons: the state the gallery and the snapshots show, from its declaration")
    func empty() async throws {
        let store = try ModuleTestStore(state: "no orders", of: OrderHistoryPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive { $0.status = .empty("No orders yet") }
        await store.finish()
    }

    @Test(
        "a failed read says why with Try again and no totals; Try again shows Loading orders… and reads again",
        arguments: [
            (ServiceError.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.timeout, ServiceErrorWording.standard.message(for: .timeout)),
            (.storage("disk"), "The orders couldn't be read on this device. Try again."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let gateway = OrderHistoryGateway()
        gateway.orders.failure = error
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .failed(message)
            $0.actions = [Fixtures.retry]
        }
        gateway.orders.failure = nil
        store.send(Fixtures.retryEvent, Fixtures.reloading)
        await store.receive { $0.status = .empty("No orders yet") }
        #expect(gateway.orders.calls == [.orders, .orders])
        await store.finish()
    }

    @Test("once the orders are shown there is nothing to retry: Try again reads nothing and changes nothing")
    func retryWithoutFailure() async {
        let gateway = OrderHistoryGateway(orders: Fixtures.orders)
        let store = await loadedStore(gateway)
        store.send(Fixtures.retryEvent)
        #expect(gateway.orders.calls == [.orders])
        await store.finish()
    }

    @Test("orders from the device's copy show the offline notice above them and their totals, not an error")
    func offline() async {
        let gateway = OrderHistoryGateway(orders: [Fixtures.a])
        gateway.orders.source = .cache(savedAt: Fixtures.date("2026-11-22T20:00:00Z"))
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .ready
            $0.notice = "You're offline: these are the orders saved on this device."
            $0.sections = [
                Fixtures.day(
                    "day-2026-11-22", "Sun, 22 Nov 2026", [Fixtures.row("a", "Ada Lovelace — 3 × Widget", "18:30 · US$40.50 · Sent")],
                    total: ("Total (1 order)", "US$40.50")),
                Fixtures.grandTotal("US$40.50"),
            ]
        }
        await store.finish()
    }

    @Test("an order the server refused is listed as Not sent, in red, and is not counted in the totals")
    func refused() async {
        let refused = Fixtures.order("r", "2026-11-20T15:00:00Z", Fixtures.gadget, quantity: 1, status: .refused)
        let gateway = OrderHistoryGateway(orders: [refused, Fixtures.d])
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        await store.receive(
            Fixtures.loaded([
                Fixtures.day(
                    "day-2026-11-20", "Fri, 20 Nov 2026",
                    [
                        Fixtures.row("r", "Ada Lovelace — 1 × Gadget", "15:00 · US$1,234.50 · Not sent", tone: .negative),
                        Fixtures.row("d", "Ada Lovelace — 2 × Widget", "12:00 · US$27.00 · Sent"),
                    ],
                    total: ("Total (2 orders)", "US$27.00")),
                Fixtures.grandTotal("US$27.00"),
            ]))
        await store.finish()
    }

    @Test("selecting an order opens its detail with its key; a day's total row and an order not shown open nothing")
    func opensOrder() async {
        let orderDetail = OrderDetailBuilderSpy()
        let gateway = OrderHistoryGateway(orders: Fixtures.orders)
        let store = ModuleTestStore(Fixtures.builder(gateway, orderDetail: orderDetail).build())
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.loaded(Fixtures.utcSections))
        store.send(.select(section: "day-2026-11-22", row: "total"))
        store.send(.select(section: "day-2026-11-22", row: "zz"))
        store.send(.select(section: "day-2026-11-22", row: "a"))
        await store.receive(.push(OrderDetailRoute.route(OrderDetailInput(orderID: "a"))))
        #expect(orderDetail.inputs == [OrderDetailInput(orderID: "a")])
        await store.finish()
    }

    @Test("closed while the orders are read, the read is cancelled and reports nothing: the screen stays at Loading orders…")
    func closedWhileReading() async throws {
        let gateway = OrderHistoryGateway(orders: Fixtures.orders)
        gateway.orders.holdCalls()
        let store = ModuleTestStore(Fixtures.builder(gateway).build())
        store.send(.load, Fixtures.loading)
        try await eventually("the read started") { gateway.orders.calls == [.orders] }
        #expect(store.navigator.popTop() != nil)
        await store.finish()
        #expect(gateway.orders.cancelledCalls == [.orders])
    }

    // MARK: - German

    @Test("built for German, the history shows its own German words, German day titles, money and grouped numbers")
    func german() async {
        // German money puts a no-break space between the amount and the symbol: "40,50\u{A0}$".
        let bulk = Fixtures.order("e", "2026-11-19T10:00:00Z", Fixtures.widget, quantity: 1_200)
        let gateway = OrderHistoryGateway(orders: Fixtures.orders + [bulk])
        let store = ModuleTestStore(Fixtures.builder(gateway, language: .german).build())
        store.send(.load) {
            $0.title = "Bestellungen"
            $0.status = .loading("Bestellungen werden geladen…")
        }
        await store.receive(
            Fixtures.loaded([
                Fixtures.day(
                    "day-2026-11-22", "So. 22. Nov. 2026",
                    [
                        Fixtures.row("a", "Ada Lovelace — 3 × Widget", "18:30 · 40,50\u{A0}$ · Gesendet"),
                        Fixtures.row(
                            "b", "Charles Babbage — 1 × Gadget",
                            "09:15 · 1.234,50\u{A0}$ · Ausstehend — wird gesendet, sobald der Server erreichbar ist", tone: .secondary),
                    ],
                    total: ("Summe (2 Bestellungen)", "1.275,00\u{A0}$")),
                Fixtures.day(
                    "day-2026-11-21", "Sa. 21. Nov. 2026", [Fixtures.row("c", "Ada Lovelace — 1 × Widget", "23:30 · 13,50\u{A0}$ · Gesendet")],
                    total: ("Summe (1 Bestellung)", "13,50\u{A0}$")),
                Fixtures.day(
                    "day-2026-11-20", "Fr. 20. Nov. 2026", [Fixtures.row("d", "Ada Lovelace — 2 × Widget", "12:00 · 27,00\u{A0}$ · Gesendet")],
                    total: ("Summe (1 Bestellung)", "27,00\u{A0}$")),
                Fixtures.day(
                    "day-2026-11-19", "Do. 19. Nov. 2026",
                    [Fixtures.row("e", "Ada Lovelace — 1.200 × Widget", "10:00 · 16.200,00\u{A0}$ · Gesendet")],
                    total: ("Summe (1 Bestellung)", "16.200,00\u{A0}$")),
                Fixtures.grandTotal("17.515,50\u{A0}$", title: "Alle Bestellungen"),
            ]))
        await store.finish()
    }

    @Test("built for German, a failure, its Try again and an empty history are German too")
    func germanMessages() async {
        let gateway = OrderHistoryGateway()
        gateway.orders.failure = .storage("disk")
        let store = ModuleTestStore(Fixtures.builder(gateway, language: .german).build())
        let loading = ScreenStatus.loading("Bestellungen werden geladen…")
        store.send(.load) {
            $0.title = "Bestellungen"
            $0.status = loading
        }
        await store.receive {
            $0.status = .failed("Die Bestellungen konnten auf diesem Gerät nicht gelesen werden. Versuche es erneut.")
            $0.actions = [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)]
        }
        gateway.orders.failure = .unreachable
        store.send(Fixtures.retryEvent) {
            $0.status = loading
            $0.actions = []
        }
        await store.receive {
            $0.status = .failed(ServiceErrorWording(locale: Language.german.locale).message(for: .unreachable))
            $0.actions = [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)]
        }
        gateway.orders.failure = nil
        store.send(Fixtures.retryEvent) {
            $0.status = loading
            $0.actions = []
        }
        await store.receive { $0.status = .empty("Noch keine Bestellungen") }
        await store.finish()
    }

    @Test("built for German, orders from the device's copy show the German offline notice")
    func germanOffline() async {
        let gateway = OrderHistoryGateway(orders: [Fixtures.a])
        gateway.orders.source = .cache(savedAt: Fixtures.date("2026-11-22T20:00:00Z"))
        let store = ModuleTestStore(Fixtures.builder(gateway, language: .german).build())
        store.send(.load) {
            $0.title = "Bestellungen"
            $0.status = .loading("Bestellungen werden geladen…")
        }
        await store.receive {
            $0.status = .ready
            $0.notice = "Du bist offline: Das sind die auf diesem Gerät gespeicherten Bestellungen."
            $0.sections = [
                Fixtures.day(
                    "day-2026-11-22", "So. 22. Nov. 2026", [Fixtures.row("a", "Ada Lovelace — 3 × Widget", "18:30 · 40,50\u{A0}$ · Gesendet")],
                    total: ("Summe (1 Bestellung)", "40,50\u{A0}$")),
                Fixtures.grandTotal("40,50\u{A0}$", title: "Alle Bestellungen"),
            ]
        }
        await store.finish()
    }
}

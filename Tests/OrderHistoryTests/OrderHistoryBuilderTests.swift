import Domain
import OrderHistoryInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import OrderHistory

@MainActor
@Suite("Order history builder (connector)")
struct OrderHistoryBuilderTests {
    typealias F = OrderHistoryFixtures

    @Test("builds a module at /orders with the default roles, four distinct objects, grouping in the builder's time zone")
    func wiring() {
        let module = OrderHistoryDefaultBuilder(gateway: OrderHistoryGateway(), timeZone: F.berlin).build()
        #expect(module.route == OrderHistoryRoute.route)
        #expect(module.route.path == "/orders")
        #expect(module.parts.name == "OrderHistory")
        #expect(module.view is OrderHistoryDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is OrderHistoryDefaultPresenter)
        #expect(roles.objects["router"] is OrderHistoryDefaultRouter)
        let interactor = roles.objects["interactor"] as? OrderHistoryDefaultInteractor
        #expect(interactor?.calendar.timeZone == F.berlin)
        #expect(interactor?.calendar.identifier == .gregorian)
    }

    @Test(".load shows Loading orders…, then one section per day with its total row, and the grand total")
    func loads() async throws {
        let gateway = OrderHistoryGateway(orders: F.orders)
        gateway.orders.delay = .milliseconds(20)
        let module = OrderHistoryDefaultBuilder(gateway: gateway, timeZone: F.utc).build()
        RecordingNavigator().show(module)
        #expect(module.view.screen.status == .loading("Loading orders…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.title == "Orders")
        #expect(screen.status == .ready)
        #expect(screen.sections.map(\.title) == ["Sun, 22 Nov 2026", "Sat, 21 Nov 2026", "Fri, 20 Nov 2026", nil])
        let sunday = try #require(screen.section("day-2026-11-22"))
        #expect(sunday.rows.map(\.id) == ["a", "b", "total"])
        #expect(sunday.rows[1].tone == .secondary)
        #expect(
            sunday.rows.last
                == ScreenRow(
                    id: "total", kind: OrderHistoryDefaultView.totalCellKind, title: "Total (2 orders)", detail: "US$1,275.00"
                ))
        #expect(screen.section(OrderHistoryDefaultView.grandTotalSectionID)?.rows.first?.detail == "US$1,315.50")
    }

    @Test("the same orders in Berlin put Saturday's late order on Sunday")
    func berlin() async {
        let (module, _) = await F.shownModule(OrderHistoryGateway(orders: F.orders), timeZone: F.berlin)
        #expect(module.view.screen.sections.map(\.title) == ["Sun, 22 Nov 2026", "Fri, 20 Nov 2026", nil])
        #expect(module.view.screen.section("day-2026-11-22")?.rows.map(\.id) == ["a", "b", "c", "total"])
        #expect(module.view.screen.section("day-2026-11-22")?.rows.first?.detail == "19:30 · US$40.50 · Sent")
    }

    @Test("no orders shows No orders yet; a failure shows a retry that loads again")
    func emptyAndRetry() async {
        let gateway = OrderHistoryGateway()
        gateway.orders.failure = .unreachable
        let (module, _) = await F.shownModule(gateway)
        #expect(module.view.screen.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(module.view.screen.actions.map(\.id) == [OrderHistoryDefaultView.retryActionID])
        gateway.orders.failure = nil
        module.view.handle(.action(OrderHistoryDefaultView.retryActionID, form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.status == .empty("No orders yet"))
        #expect(module.view.screen.sections.isEmpty)
        #expect(module.view.screen.actions.isEmpty)
        #expect(gateway.orders.calls.count == 2)
    }

    @Test("built for German, the history shows its own German words, German day titles, money and grouped numbers")
    func german() async throws {
        // German money puts a no-break space between the amount and the symbol: "40,50\u{A0}$".
        let bulk = F.order("e", "2026-11-19T10:00:00Z", F.widget, quantity: 1_200)
        let gateway = OrderHistoryGateway(orders: F.orders + [bulk])
        gateway.orders.delay = .milliseconds(20)
        let module = OrderHistoryDefaultBuilder(gateway: gateway, timeZone: F.utc, language: .german).build()
        RecordingNavigator().show(module)
        #expect(module.view.screen.status == .loading("Bestellungen werden geladen…"))
        await module.activity.idle()
        let screen = module.view.screen
        #expect(screen.title == "Bestellungen")
        #expect(screen.sections.map(\.title) == ["So. 22. Nov. 2026", "Sa. 21. Nov. 2026", "Fr. 20. Nov. 2026", "Do. 19. Nov. 2026", nil])
        let sunday = try #require(screen.section("day-2026-11-22"))
        #expect(sunday.rows.first?.title == "Ada Lovelace — 3 × Widget")
        #expect(sunday.rows.first?.detail == "18:30 · 40,50\u{A0}$ · Gesendet")
        #expect(sunday.rows[1].detail == "09:15 · 1.234,50\u{A0}$ · Ausstehend — wird gesendet, sobald der Server erreichbar ist")
        #expect(sunday.rows.last?.title == "Summe (2 Bestellungen)")
        #expect(sunday.rows.last?.detail == "1.275,00\u{A0}$")
        #expect(screen.section("day-2026-11-20")?.rows.last?.title == "Summe (1 Bestellung)")
        #expect(screen.section("day-2026-11-19")?.rows.first?.title == "Ada Lovelace — 1.200 × Widget")
        let grandTotal = try #require(screen.section(OrderHistoryDefaultView.grandTotalSectionID)?.rows.first)
        #expect(grandTotal.title == "Alle Bestellungen")
        #expect(grandTotal.detail == "17.515,50\u{A0}$")
    }

    @Test("built for German, a failure, the retry, an empty history and the offline notice are German too")
    func germanMessages() async {
        let gateway = OrderHistoryGateway()
        gateway.orders.failure = .storage("disk")
        let (module, _) = await F.shownModule(gateway, language: .german)
        #expect(module.view.screen.status == .failed("Die Bestellungen konnten auf diesem Gerät nicht gelesen werden. Versuche es erneut."))
        #expect(module.view.screen.actions == [ScreenAction(id: "retry", title: "Erneut versuchen", role: .primary)])
        gateway.orders.failure = .unreachable
        module.view.handle(.action(OrderHistoryDefaultView.retryActionID, form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.status == .failed("Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut."))
        gateway.orders.failure = nil
        module.view.handle(.action(OrderHistoryDefaultView.retryActionID, form: [:]))
        await module.activity.idle()
        #expect(module.view.screen.status == .empty("Noch keine Bestellungen"))

        let offline = OrderHistoryGateway(orders: [F.a])
        offline.orders.source = .cache(savedAt: F.date("2026-11-22T20:00:00Z"))
        let (cached, _) = await F.shownModule(offline, language: .german)
        #expect(cached.view.screen.notice == "Du bist offline: Das sind die auf diesem Gerät gespeicherten Bestellungen.")
        #expect(cached.view.screen.status == .ready)
    }

    @Test("the plugin is `order-history`, answering /orders")
    func plugin() async throws {
        let plugin = OrderHistoryDefaultBuilder(gateway: OrderHistoryGateway(orders: [F.a]), timeZone: F.utc).plugin()
        #expect(plugin.id == "order-history")
        #expect(plugin.routes == [OrderHistoryRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/orders")
        #expect(module.route.path == "/orders")
        RecordingNavigator().show(module)
        await module.activity.idle()
        #expect(module.view.screen.sections.first?.title == "Sun, 22 Nov 2026")
        #expect(throws: RouteError.notFound("/orders/1")) { try PluginRegistry([plugin]).build("/orders/1") }
    }
}

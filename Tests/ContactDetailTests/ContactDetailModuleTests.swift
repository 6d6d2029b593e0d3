import ContactDetailInterface
import ContactDetailPreviews
import Domain
import DomainTesting
import Foundation
import OrderEntryInterface
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

/// The contact detail through its screen: events in, every screen change and navigation out, over
/// a scripted gateway and a stand-in order entry module. Each `finish()` also checks the module is
/// released once closed.
@MainActor
@Suite("Contact detail module")
struct ContactDetailModuleTests {
    typealias Fixtures = ContactDetailFixtures

    /// The module of contact 3 over `gateway`, its load asserted: Loading contact…, then Ann, then
    /// her orders.
    func loadedStore(
        _ gateway: EntityGatewaySpy = Fixtures.gateway(),
        orderEntry: OrderEntryBuilderSpy = OrderEntryBuilderSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let module = Fixtures.builder(gateway, orderEntry: orderEntry).build(input: ContactDetailInput(contactID: 3))
        let store = ModuleTestStore(module, sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, Fixtures.contact())
        await store.receive(sourceLocation: sourceLocation, Fixtures.orderRows(Fixtures.annOrders))
        return store
    }

    /// The module of contact `id` over `gateway`, opened: Loading contact… asserted.
    func openedStore(_ gateway: EntityGatewaySpy, id: Int64 = 3, sourceLocation: SourceLocation = #_sourceLocation) -> ModuleTestStore {
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: ContactDetailInput(contactID: id)), sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        return store
    }

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(ContactDetailPreviews.all, of: "ContactDetail")
    }

    @Test(
        "the state the gallery and the snapshots show with every order status is this module's: Ada's orders Sent, Pending and Not sent with the server's reason"
    )
    func everyStatusAsDeclared() async throws {
        let store = try ModuleTestStore(state: "with sent, pending and refused orders", of: ContactDetailPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive(
            Fixtures.contact(
                "Ada Abbott",
                details: [
                    ScreenRow(id: "phone", title: "Phone", detail: "+1 555 100 1000", link: URL(string: "tel:+15551001000")),
                    ScreenRow(id: "address", title: "Address", detail: "10 Harbor Road, Springfield"),
                    ScreenRow(id: "company", title: "Company", detail: "Acme Supplies"),
                ]))
        await store.receive(
            Fixtures.orderRows([
                Fixtures.orderRow(
                    "FA4E0000-0000-4000-8000-000000000001", "Anchor Bolt Set × 1", "US$13.50 · 16 Nov 2025 at 09:00 · Sent", tone: .positive),
                Fixtures.orderRow(
                    "FA4E0000-0000-4000-8000-000000000006", "Linen Napkins (6) × 1", "US$29.70 · 14 Nov 2025 at 07:30 · Pending",
                    tone: .secondary),
                Fixtures.orderRow(
                    "FA4E0000-0000-4000-8000-000000000008", "Cedar Planter Box × 2",
                    "US$74.52 · 12 Nov 2025 at 09:00 · Not sent: The product is no longer sold.", tone: .negative),
            ]))
        await store.finish()
    }

    @Test(
        "built by its builder and its plugin `contact-detail`, the module answers /contacts/<id> and is released when closed mid-load, both fetches cancelled"
    )
    func lifecycle() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.holdCalls()
        gateway.orders.holdCalls()
        let builder = Fixtures.builder(gateway)
        let plugin = builder.plugin()
        #expect(plugin.id == "contact-detail")
        #expect(plugin.routes == [ContactDetailRoute.pattern])
        let input = ContactDetailInput(contactID: 3)
        #expect(ContactDetailRoute.route(input).path == "/contacts/3")
        await ModuleLifecycleCheck.run("ContactDetail", at: ContactDetailRoute.route(input), plugin: plugin, closedMidWork: true) {
            builder.build(input: input)
        }
        #expect(gateway.contacts.cancelledCalls == [.contact(id: 3)])
        #expect(gateway.orders.cancelledCalls == [.ordersOfContact(3)])
    }

    @Test(
        "opening shows Contact and Loading contact…, then the contact's name, phone with its tel: link, address, company and New order, then its orders newest first; each is fetched once"
    )
    func opens() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: ContactDetailInput(contactID: 3)))
        store.send(.load) {
            $0.title = "Contact"
            $0.status = .loading("Loading contact…")
        }
        store.send(.load)
        await store.receive {
            $0.title = "Ann Archer"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "details",
                    rows: [
                        ScreenRow(id: "phone", title: "Phone", detail: "+1 (555) 010-1", link: URL(string: "tel:+15550101")),
                        ScreenRow(id: "address", title: "Address", detail: "1 Main St, Springfield"),
                        ScreenRow(id: "company", title: "Company", detail: "Acme"),
                    ]),
                ScreenSection(id: "orders", title: "Orders", rows: []),
            ]
            $0.actions = [ScreenAction(id: "new-order", title: "New order", role: .primary)]
        }
        await store.receive {
            $0.sections[1].rows = [
                ScreenRow(
                    id: "new", kind: .subtitle, title: "Toner × 1", detail: "US$1,234.50 · 21 Nov 2026 at 14:30 · Pending", tone: .secondary,
                    isSelectable: true),
                ScreenRow(
                    id: "old", kind: .subtitle, title: "Paper × 2", detail: "US$21.60 · 19 Nov 2026 at 14:30 · Sent", tone: .positive,
                    isSelectable: true),
            ]
        }
        #expect(gateway.contacts.calls == [.contact(id: 3)], "a load under way is not started twice")
        #expect(gateway.orders.calls == [.ordersOfContact(3)])
        await store.finish()
    }

    @Test("shown again (Back, its tab, a reload), the detail reads the orders again without Loading: an order sent meanwhile shows as Sent")
    func appearShowsCurrentOrders() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        gateway.orders.orders = gateway.orders.orders.map { $0.id == "new" ? $0.with(status: .sent) : $0 }
        store.send(.appear)
        await store.receive {
            $0.sections[1].rows[0] = Fixtures.orderRow("new", "Toner × 1", "US$1,234.50 · 21 Nov 2026 at 14:30 · Sent", tone: .positive)
        }
        #expect(gateway.orders.calls == [.ordersOfContact(3), .ordersOfContact(3)])
        #expect(gateway.contacts.calls == [.contact(id: 3)], "the contact is not read again")
        await store.finish()
    }

    @Test("shown again with nothing changed, the screen does not change at all (no Loading flash); before the contact is loaded it reads nothing")
    func appearUnchanged() async {
        let gateway = Fixtures.gateway()
        let store = openedStore(gateway)
        store.send(.appear)
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        #expect(gateway.orders.calls == [.ordersOfContact(3)], "appearing before the contact was loaded read nothing")
        store.send(.appear)
        await store.finish()
        #expect(gateway.orders.calls == [.ordersOfContact(3), .ordersOfContact(3)])
    }

    @Test("the plugin's module, built from /contacts/4 as a refresh or a deep link does, shows contact 4")
    func plugin() async throws {
        let store = ModuleTestStore(try PluginRegistry([Fixtures.builder().plugin()]).build("/contacts/4"))
        #expect(store.navigator.top?.route == ContactDetailRoute.route(ContactDetailInput(contactID: 4)))
        store.send(.load, Fixtures.loading)
        await store.receive(
            Fixtures.contact(
                "Bob Brown",
                details: [
                    ScreenRow(id: "phone", title: "Phone", detail: "+1 555 0102", link: URL(string: "tel:+15550102")),
                    ScreenRow(id: "address", title: "Address", detail: "2 Elm St, Shelbyville"),
                    ScreenRow(id: "company", title: "Company", detail: "Globex"),
                ]))
        await store.receive(Fixtures.orderRows([Fixtures.orderRow("bob", "Staples × 1", "US$10.80 · 20 Nov 2026 at 14:30 · Sent", tone: .positive)]))
        await store.finish()
    }

    @Test("the plugin refuses an id that is not a positive whole number", arguments: ["abc", "0", "-2", "1.5"])
    func pluginBadID(id: String) {
        #expect(throws: RouteError.invalidParameter("id", value: id, expected: "a positive whole number")) {
            try Fixtures.builder().plugin().build(RouteParameters(["id": id]))
        }
    }

    @Test("the plugin needs an id")
    func pluginMissingID() {
        #expect(throws: RouteError.missingParameter("id")) {
            try Fixtures.builder().plugin().build(RouteParameters())
        }
    }

    @Test("no orders is one row that reads “No orders yet”, drawn as a message")
    func noOrders() async {
        let store = openedStore(Fixtures.gateway(orders: []))
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows([Fixtures.noOrders()]))
        await store.finish()
    }

    @Test(
        "an order row is the product × quantity over the total as currency · the date in the fixed zone · Sent, Pending, or Not sent when the server refused it, in its tone"
    )
    func orderRows() async {
        let gateway = Fixtures.gateway(orders: [
            Fixtures.order("c", product: "Ink", quantity: 1, totalCents: 999, daysAgo: 4, status: .refused),
            Fixtures.order("a", product: "Toner", quantity: 12, totalCents: 123_450, daysAgo: 1, status: .pending),
            Fixtures.order("b", product: "Paper", quantity: 2, totalCents: 5, daysAgo: 3, status: .sent),
        ])
        let store = openedStore(gateway)
        await store.receive(Fixtures.contact())
        await store.receive(
            Fixtures.orderRows([
                Fixtures.orderRow("a", "Toner × 12", "US$1,234.50 · 21 Nov 2026 at 14:30 · Pending", tone: .secondary),
                Fixtures.orderRow("b", "Paper × 2", "US$0.05 · 19 Nov 2026 at 14:30 · Sent", tone: .positive),
                Fixtures.orderRow("c", "Ink × 1", "US$9.99 · 18 Nov 2026 at 14:30 · Not sent", tone: .negative),
            ]))
        await store.finish()
    }

    @Test(
        "totals are US dollars written for English, whatever the machine's locale",
        arguments: [(0, "US$0.00"), (1_080, "US$10.80"), (123_450, "US$1,234.50"), (100_000_000, "US$1,000,000.00")]
    )
    func currency(cents: Int, total: String) async {
        let store = openedStore(Fixtures.gateway(orders: [Fixtures.order("a", totalCents: cents)]))
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows([Fixtures.orderRow("a", "Paper × 1", "\(total) · 21 Nov 2026 at 14:30 · Sent", tone: .positive)]))
        await store.finish()
    }

    @Test(
        "a contact that failed to load is the error view saying why, with Try again, which shows Loading contact… and loads it",
        arguments: [
            (ServiceError.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.timeout, ServiceErrorWording.standard.message(for: .timeout)),
            (.storage("disk"), "This contact couldn't be read from this device."),
        ]
    )
    func failure(error: ServiceError, message: String) async {
        let gateway = Fixtures.gateway()
        gateway.contacts.failure = error
        let store = openedStore(gateway)
        await store.receive {
            $0.status = .failed(message)
            $0.actions = [ScreenAction(id: "retry", title: "Try again", role: .primary)]
        }
        gateway.contacts.failure = nil
        store.send(Fixtures.retry, Fixtures.reloading("Contact"))
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        #expect(gateway.contacts.calls == [.contact(id: 3), .contact(id: 3)])
        await store.finish()
    }

    @Test("a contact that no longer exists says so, with nothing to retry and no orders")
    func notFound() async {
        let store = openedStore(Fixtures.gateway(), id: 99)
        await store.receive { $0.status = .failed("This contact no longer exists.") }
        await store.finish()
    }

    @Test(
        "orders that failed to load are an error row under the contact, saying why",
        arguments: [
            (ServiceError.unreachable, ServiceErrorWording.standard.message(for: .unreachable)),
            (.notFound, "The orders of this contact could not be found."),
            (.storage("disk"), "The orders couldn't be read from this device."),
        ]
    )
    func ordersError(error: ServiceError, message: String) async {
        let gateway = Fixtures.gateway()
        gateway.orders.failure = error
        let store = openedStore(gateway)
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows([Fixtures.ordersError(message)]))
        await store.finish()
    }

    @Test(
        "the contact or its orders from the device's copy show the offline notice (saved today by the time, earlier by the day) and Try again, which shows Loading contact… under the contact's name and loads again",
        arguments: [
            (ContactDetailFixtures.savedToday, nil, "Offline — showing the contact saved at 14:05"),
            (nil, ContactDetailFixtures.savedToday, "Offline — showing the contact saved at 14:05"),
            (nil, ContactDetailFixtures.savedLongAgo, "Offline — showing the contact saved on 1 Jan 1970 at 00:00"),
        ] as [(Date?, Date?, String)]
    )
    func offline(contactSavedAt: Date?, ordersSavedAt: Date?, notice: String) async {
        let gateway = Fixtures.gateway()
        if let contactSavedAt { gateway.contacts.source = .cache(savedAt: contactSavedAt) }
        if let ordersSavedAt { gateway.orders.source = .cache(savedAt: ordersSavedAt) }
        let store = openedStore(gateway)
        await store.receive(Fixtures.contact(notice: notice))
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        gateway.contacts.source = .live
        gateway.orders.source = .live
        store.send(Fixtures.retry, Fixtures.reloading("Ann Archer"))
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        #expect(gateway.contacts.calls == [.contact(id: 3), .contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3), .ordersOfContact(3)])
        await store.finish()
    }

    @Test("closed while the contact loads, both fetches are cancelled and report nothing: the screen stays at Loading contact…")
    func closedWhileLoading() async throws {
        let gateway = Fixtures.gateway()
        gateway.contacts.holdCalls()
        gateway.orders.holdCalls()
        let store = openedStore(gateway)
        try await eventually("both fetches started") { !gateway.contacts.calls.isEmpty && !gateway.orders.calls.isEmpty }
        #expect(store.navigator.popTop() != nil)
        await store.finish()
        #expect(gateway.contacts.cancelledCalls == [.contact(id: 3)])
        #expect(gateway.orders.cancelledCalls == [.ordersOfContact(3)])
    }

    @Test(
        "New order pushes order entry for this contact at /contacts/3/orders/new, built through its builder with the detail as its delegate; not before the contact is shown"
    )
    func newOrder() async {
        let orderEntry = OrderEntryBuilderSpy()
        let store = ModuleTestStore(Fixtures.builder(orderEntry: orderEntry).build(input: ContactDetailInput(contactID: 3)))
        store.send(.load, Fixtures.loading)
        store.send(Fixtures.newOrder)
        #expect(orderEntry.inputs.isEmpty, "nothing to order for while the contact loads")
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        store.send(Fixtures.newOrder)
        let input = OrderEntryInput(contactID: 3)
        await store.receive(.push(OrderEntryRoute.route(input)))
        #expect(orderEntry.inputs == [input])
        #expect(orderEntry.lastDelegate != nil, "order entry reports saved orders back to the detail")
        #expect(store.navigator.top?.route.path == "/contacts/3/orders/new")
        await store.finish()
    }
}

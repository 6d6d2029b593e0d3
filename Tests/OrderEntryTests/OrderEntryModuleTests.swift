import Domain
import Fakes
import OrderEntryInterface
import OrderEntryPreviews
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

/// The order entry module through its screen: events in, every screen change out, over a fake
/// gateway; what it tells its delegate is read from a delegate spy. Each `finish()` also checks
/// the module is released once closed; `lifecycle` checks its builder, its plugin and its release
/// when closed mid-load.
@MainActor
@Suite("Order entry module")
struct OrderEntryModuleTests {
    typealias Fixtures = OrderEntryFixtures

    static let retry = ScreenAction(id: "retry", title: "Try again", role: .primary)
    static let formatMessage = "Format of Quantity must be digits only"

    /// The module for contact 3 over `gateway`, its load asserted: Loading products…, then the form.
    func loadedStore(
        _ gateway: FakeEntityGateway = Fixtures.gateway(),
        keys: KeyMakerSpy = KeyMakerSpy(),
        quantityLimit: Int = 999,
        delegate: (any OrderEntryDelegate)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let builder = Fixtures.builder(gateway, keys: keys, quantityLimit: quantityLimit)
        let store = ModuleTestStore(builder.build(input: OrderEntryInput(contactID: 3), delegate: delegate), sourceLocation: sourceLocation)
        let offline = gateway.isOffline
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation) {
            Fixtures.loaded(&$0)
            $0.notice = offline ? Fixtures.offlineNotice : nil
        }
        return store
    }

    /// Presses Save with `product` and `quantity`: Saving order…, then `outcome`.
    func save(
        _ store: ModuleTestStore,
        _ product: String,
        _ quantity: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        then outcome: (inout Screen) -> Void
    ) async {
        store.send(
            Fixtures.save(product: product, quantity: quantity),
            Fixtures.saving(product: product, quantity: quantity),
            sourceLocation: sourceLocation
        )
        await store.receive(sourceLocation: sourceLocation, outcome)
    }

    // MARK: - Building

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(OrderEntryPreviews.all, of: "OrderEntry")
    }

    @Test("the empty form the gallery and the snapshots show is this module's: for Chiara Dubois, every product by name with its price")
    func emptyAsDeclared() async throws {
        let store = try ModuleTestStore(state: "empty", of: OrderEntryPreviews.all)
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "New order for Chiara Dubois"
            $0.status = .ready
            $0.form = Fixtures.form(choices: [
                FieldChoice(value: "1", label: "Anchor Bolt Set — US$12.50"), FieldChoice(value: "2", label: "Brass Lantern — US$49.99"),
                FieldChoice(value: "3", label: "Cedar Planter Box — US$34.50"), FieldChoice(value: "4", label: "Desk Lamp — US$28.99"),
                FieldChoice(value: "5", label: "Espresso Beans 1 kg — US$21.95"), FieldChoice(value: "6", label: "Field Notebook — US$6.50"),
                FieldChoice(value: "7", label: "Garden Hose 20 m — US$39.75"), FieldChoice(value: "8", label: "Hand Towel Pack — US$14.80"),
                FieldChoice(value: "9", label: "Ink Cartridge — US$23.10"), FieldChoice(value: "10", label: "Jute Doormat — US$19.99"),
                FieldChoice(value: "11", label: "Kettle, Stainless — US$54.00"), FieldChoice(value: "12", label: "Linen Napkins (6) — US$27.50"),
            ])
        }
        await store.finish()
    }

    @Test(
        "built by its builder and its plugin, the module answers /contacts/3/orders/new and is released when closed mid-load, its read cancelled"
    )
    func lifecycle() async {
        let gateway = Fixtures.gateway()
        gateway.contacts.holdCalls()
        let builder = Fixtures.builder(gateway)
        let route = OrderEntryRoute.route(OrderEntryInput(contactID: 3))
        #expect(route.path == "/contacts/3/orders/new")
        await ModuleLifecycleCheck.run("OrderEntry", at: route, plugin: builder.plugin(), closedMidWork: true) {
            builder.build(input: OrderEntryInput(contactID: 3), delegate: nil)
        }
        #expect(gateway.contacts.calls == [.contact(id: 3)], "only the module shown reads the contact")
        #expect(gateway.contacts.cancelledCalls == [.contact(id: 3)])
        #expect(gateway.products.callCount == 0, "closed before the contact came, it never reads the products")
    }

    @Test(
        "the plugin is `order-entry`: a deep link to /contacts/3/orders/new opens contact 3's form, and with no module to report to, a saved order is saved and told to nobody"
    )
    func plugin() async throws {
        let gateway = Fixtures.gateway()
        let plugin = Fixtures.builder(gateway).plugin()
        #expect(plugin.id == "order-entry")
        #expect(plugin.routes == [OrderEntryRoute.pattern])
        let store = ModuleTestStore(try PluginRegistry([plugin]).build("/contacts/3/orders/new"))
        #expect(store.navigator.top?.route == OrderEntryRoute.route(OrderEntryInput(contactID: 3)))
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.loaded)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.storedOrders == [Fixtures.order(Fixtures.widget, quantity: 3)])
        await store.finish()
    }

    @Test("the plugin refuses a contact that is not a positive whole number", arguments: ["abc", "0", "-2", "1.5"])
    func pluginBadContact(contact: String) {
        let plugin = Fixtures.builder().plugin()
        #expect(throws: RouteError.invalidParameter("contact", value: contact, expected: "a positive whole number")) {
            try plugin.build(RouteParameters(["contact": contact]))
        }
        #expect(throws: RouteError.missingParameter("contact")) {
            try plugin.build(RouteParameters())
        }
    }

    // MARK: - Loading

    @Test(
        "opening shows New order and Loading products… with no form, then the contact's name and a form: the products as name — price, a quantity, Save"
    )
    func opens() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load) {
            $0.title = "New order"
            $0.status = .loading("Loading products…")
        }
        await store.receive {
            $0.title = "New order for Ada Lovelace"
            $0.status = .ready
            $0.form = ScreenForm(
                fields: [
                    ScreenField(
                        id: "product", label: "Product", kind: .choice, isRequired: true,
                        choices: [FieldChoice(value: "8", label: "Gadget — US$1,143.06"), FieldChoice(value: "7", label: "Widget — US$12.50")]
                    ),
                    ScreenField(id: "quantity", label: "Quantity", kind: .number, isRequired: true),
                ],
                submit: ScreenAction(id: "save", title: "Save", role: .primary)
            )
        }
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.products.callCount == 1)
        await store.finish()
    }

    @Test("a contact or products from the device's copy show an offline notice, not an error", arguments: [(true, false), (false, true)])
    func offline(contactOffline: Bool, productsOffline: Bool) async {
        let gateway = MixedGateway(contactOffline: contactOffline, productsOffline: productsOffline)
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            Fixtures.loaded(&$0)
            $0.notice = "You're offline: the products shown are the copy saved on this device."
        }
        await store.finish()
    }

    @Test("no products says so, with no form to fill")
    func noProducts() async {
        let gateway = FakeEntityGateway(contacts: [Fixtures.contact], products: [], orders: [])
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.title = "New order for Ada Lovelace"
            $0.status = .empty("There are no products to order yet.")
        }
        await store.finish()
    }

    @Test(
        "a failed load says why with Try again, which loads again",
        arguments: [
            (ServiceError.notFound, true, "This contact no longer exists."),
            (.unreachable, false, ServiceErrorWording.standard.message(for: .unreachable)),
            (.storage("x"), false, "The products couldn't be read on this device. Try again."),
        ]
    )
    func loadFails(error: ServiceError, ofContact: Bool, message: String) async {
        let gateway = Fixtures.gateway()
        if ofContact { gateway.contacts.failNextCall(with: error) } else { gateway.products.failNextCall(with: error) }
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .failed(message)
            $0.actions = [Self.retry]
        }
        gateway.isOffline = true
        store.send(.action("retry", form: [:])) {
            $0.status = .loading("Loading products…")
            $0.actions = []
        }
        await store.receive {
            Fixtures.loaded(&$0)
            $0.notice = Fixtures.offlineNotice
        }
        #expect(gateway.products.callCount == (ofContact ? 1 : 2))
        await store.finish()
    }

    @Test("an unknown contact's screen says it no longer exists")
    func unknownContact() async {
        let store = ModuleTestStore(Fixtures.builder().build(input: OrderEntryInput(contactID: 99), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            $0.status = .failed("This contact no longer exists.")
            $0.actions = [Self.retry]
        }
        await store.finish()
    }

    @Test(
        "prices are written as US dollars in a fixed format",
        arguments: [(0, "US$0.00"), (5, "US$0.05"), (1_250, "US$12.50"), (123_450, "US$1,234.50"), (100_000_000, "US$1,000,000.00")]
    )
    func currency(cents: Int, text: String) async {
        let product = Product(id: 1, name: "P", unitPrice: Money(cents: cents))
        let gateway = FakeEntityGateway(contacts: [Fixtures.contact], products: [product], orders: [])
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load, Fixtures.loading)
        await store.receive {
            Fixtures.loaded(&$0)
            $0.form = Fixtures.form(choices: [FieldChoice(value: "1", label: "P — \(text)")])
        }
        await store.finish()
    }

    @Test("Save before the products are shown saves nothing; what it carried shows in the form once loaded")
    func saveBeforeLoad() async {
        let gateway = Fixtures.gateway()
        let store = ModuleTestStore(Fixtures.builder(gateway).build(input: OrderEntryInput(contactID: 3), delegate: nil))
        store.send(.load, Fixtures.loading)
        store.send(Fixtures.save(product: "7", quantity: "3"))
        await store.receive {
            Fixtures.loaded(&$0)
            $0.productField?.value = "7"
            $0.quantityField?.value = "3"
        }
        #expect(gateway.orders.calls.isEmpty)
        await store.finish()
    }

    // MARK: - The form

    @Test(
        "a quantity that is not digits only gets the format message, keeps its text, and nothing is saved",
        arguments: ["12a", "-3", "1.5", "+4", "abc", "1 2", "٣"]
    )
    func formatError(text: String) async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        store.send(Fixtures.save(product: "7", quantity: text)) {
            $0.productField?.value = "7"
            $0.quantityField?.value = text
            $0.quantityField?.error = "Format of Quantity must be digits only"
        }
        #expect(gateway.orders.calls.isEmpty)
        await store.finish()
    }

    @Test(
        "digits are saved as the number, spaces around them ignored",
        arguments: [
            ("12", 12, "12 × US$12.50", "US$150.00", "US$12.00", "US$162.00"),
            (" 007 ", 7, "7 × US$12.50", "US$87.50", "US$7.00", "US$94.50"),
        ]
    )
    func digits(text: String, quantity: Int, line: String, itemTotal: String, tax: String, total: String) async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        await save(store, "7", text, then: Fixtures.saved(Fixtures.summary("Widget", line, itemTotal: itemTotal, tax: tax, total: total)))
        #expect(gateway.orders.drafts.map(\.quantity) == [quantity])
        await store.finish()
    }

    @Test(
        "missing values get their messages next to their fields, both at once when both are missing, and nothing is saved",
        arguments: [("", "", true, true), ("7", "", false, true), ("", "2", true, false), ("x", "2", true, false), ("7", "   ", false, true)]
    )
    func missing(product: String, quantity: String, productMissing: Bool, quantityMissing: Bool) async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        await save(
            store, product, quantity,
            then: Fixtures.refused(
                product: productMissing ? "Product must be Entered" : nil,
                quantity: quantityMissing ? "Quantity must be Entered" : nil
            ))
        #expect(gateway.orders.calls.isEmpty)
        await store.finish()
    }

    @Test("a quantity outside 1 … 999 gets the range in words", arguments: ["0", "1000", "99999999999999999999999"])
    func outOfRange(quantity: String) async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        await save(store, "7", quantity, then: Fixtures.refused(quantity: "Quantity must be between 1 and 999"))
        #expect(gateway.orders.calls.isEmpty)
        await store.finish()
    }

    @Test("the largest quantity is the builder's to set: with 5, 6 is refused while 1 and 5 are saved")
    func quantityLimit() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway, quantityLimit: 5)
        await save(store, "7", "6", then: Fixtures.refused(quantity: "Quantity must be between 1 and 5"))
        await save(
            store, "7", "1",
            then: Fixtures.saved(Fixtures.summary("Widget", "1 × US$12.50", itemTotal: "US$12.50", tax: "US$1.00", total: "US$13.50")))
        await save(
            store, "7", "5",
            then: Fixtures.saved(Fixtures.summary("Widget", "5 × US$12.50", itemTotal: "US$62.50", tax: "US$5.00", total: "US$67.50")))
        #expect(gateway.orders.drafts.map(\.quantity) == [1, 5])
        await store.finish()
    }

    @Test(
        "the whole form: bad text, missing values, out of range, then the saved order; each Save clears the earlier messages and only the saved order reaches the delegate"
    )
    func wholeForm() async {
        let gateway = Fixtures.gateway()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        store.send(Fixtures.save(product: "", quantity: "12a")) {
            $0.quantityField?.value = "12a"
            $0.quantityField?.error = Self.formatMessage
        }
        await save(store, "", "", then: Fixtures.refused(product: "Product must be Entered", quantity: "Quantity must be Entered"))
        await save(store, "8", "1000", then: Fixtures.refused(quantity: "Quantity must be between 1 and 999"))
        #expect(delegate.saved.isEmpty)
        await save(store, "8", "1", then: Fixtures.saved(Fixtures.oneGadget))
        #expect(gateway.orders.storedOrders.count == 1)
        #expect(delegate.saved == ["key-3"], "each refused draft had its own key")
        await store.finish()
    }

    // MARK: - Saving

    @Test(
        "saving shows Saving order… with Save disabled and the values kept; a second Save meanwhile is ignored as a whole; the delegate, held weakly, gets the saved order's id"
    )
    func saving() async {
        let gateway = Fixtures.gateway()
        var delegate: OrderEntryDelegateSpy? = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        store.send(Fixtures.save(product: "8", quantity: "1")) {
            $0.status = .loading("Saving order…")
            $0.form?.submit.isEnabled = false
            $0.productField?.value = "8"
            $0.quantityField?.value = "1"
        }
        store.send(Fixtures.save(product: "7", quantity: "5"))
        await store.receive {
            $0.status = .ready
            $0.form?.submit.isEnabled = true
            $0.sections = [
                ScreenSection(
                    id: "order", title: "Order saved",
                    rows: [
                        ScreenRow(id: "product", title: "Product", detail: "Gadget"),
                        ScreenRow(id: "quantity", title: "Quantity", detail: "1 × US$1,143.06"),
                        ScreenRow(id: "item-total", title: "Item total", detail: "US$1,143.06"),
                        ScreenRow(id: "tax", title: "Tax", detail: "US$91.44"),
                        ScreenRow(id: "order-total", title: "Order total", detail: "US$1,234.50"),
                        ScreenRow(id: "status", title: "Status", detail: "Sent", tone: .positive),
                    ])
            ]
            $0.actions = [ScreenAction(id: "new-order", title: "New order")]
        }
        #expect(
            gateway.orders.drafts == [
                OrderDraft(key: "key-1", userID: 1, contactID: 3, productID: 8, quantity: 1, createdAt: Fixtures.now)
            ])
        #expect(delegate?.saved == [Fixtures.order(Fixtures.gadget, quantity: 1).id])
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        await store.finish()
    }

    @Test("an order saved while offline says it will be sent when the server can be reached, and the delegate gets its id")
    func pending() async {
        let gateway = Fixtures.gateway()
        gateway.isOffline = true
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets(pending: true)))
        #expect(gateway.orders.storedOrders == [Fixtures.order(Fixtures.widget, quantity: 3, status: .pending)])
        #expect(delegate.saved == gateway.orders.storedOrders.map(\.id))
        await store.finish()
    }

    @Test(
        "shown again, the saved order's summary follows what happened to it: sent by the outbox (Sent), refused by the server (Not sent: its reason); the form keeps its values and the delegate hears of each change"
    )
    func appearFollowsTheSavedOrder() async {
        let gateway = Fixtures.gateway()
        gateway.isOffline = true
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets(pending: true)))
        let id = gateway.orders.storedOrders[0].id
        gateway.isOffline = false
        gateway.orders.settle(id: id, as: .sent)
        store.send(.appear)
        await store.receive { $0.sections[0] = Fixtures.threeWidgets() }
        gateway.orders.settle(id: id, as: .refused, reason: "The product is no longer sold.")
        store.send(.appear)
        await store.receive {
            $0.sections[0].rows[5] = ScreenRow(
                id: "status", title: "Status", detail: "Not sent: The product is no longer sold.", tone: .negative)
        }
        #expect(gateway.orders.calls.filter { $0 == .order(id: id) }.count == 2)
        #expect(delegate.saved == [id, id, id], "told of the order when saved, and again each time it changed")
        await store.finish()
    }

    @Test("shown again before any order was saved, or after New order, it reads nothing and nothing changes")
    func appearWithoutSavedOrder() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        store.send(.appear)
        #expect(gateway.orders.calls.isEmpty)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        store.send(.action("new-order", form: [:])) {
            $0.productField?.value = ""
            $0.quantityField?.value = ""
            $0.sections = []
            $0.actions = []
        }
        store.send(.appear)
        #expect(gateway.orders.calls.count == 1, "the save's create, and no read")
        await store.finish()
    }

    @Test("saving the same draft again reuses its key, so there is one order, told to the delegate once, and again only once it changed")
    func sameDraft() async {
        let gateway = Fixtures.gateway()
        gateway.isOffline = true
        let keys = KeyMakerSpy()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, keys: keys, delegate: delegate)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets(pending: true)))
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets(pending: true)))
        #expect(delegate.saved.count == 1)
        gateway.isOffline = false
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        let pending = Fixtures.order(Fixtures.widget, quantity: 3, status: .pending)
        #expect(delegate.saved == [pending.id, pending.id])
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1", "key-1"])
        #expect(gateway.orders.storedOrders.count == 1)
        #expect(keys.made == 1)
        await store.finish()
    }

    @Test("a changed draft is a new order with a new key: another quantity, another product, or a value changed and changed back")
    func changedDraft() async {
        let gateway = Fixtures.gateway()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        let fourGadgets = Fixtures.summary("Gadget", "4 × US$1,143.06", itemTotal: "US$4,572.24", tax: "US$365.78", total: "US$4,938.02")
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        await save(
            store, "7", "4",
            then: Fixtures.saved(Fixtures.summary("Widget", "4 × US$12.50", itemTotal: "US$50.00", tax: "US$4.00", total: "US$54.00")))
        await save(store, "8", "4", then: Fixtures.saved(fourGadgets))
        await save(store, "", "4", then: Fixtures.refused(product: "Product must be Entered"))
        await save(store, "8", "4", then: Fixtures.saved(fourGadgets))
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2", "key-3", "key-5"])
        #expect(gateway.orders.storedOrders.count == 4)
        #expect(delegate.saved.count == 4)
        await store.finish()
    }

    @Test("a failed save says why above the form and keeps the values; Try again saves the same draft, once")
    func saveFails() async {
        let gateway = Fixtures.gateway()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        gateway.orders.failNextCall(with: .storage("disk full"))
        await save(store, "7", "3") {
            $0.status = .ready
            $0.form?.submit.isEnabled = true
            $0.form?.error = "The order couldn't be saved on this device, so nothing was saved. Try again."
            $0.actions = [Self.retry]
        }
        #expect(delegate.saved.isEmpty)
        store.send(.action("retry", form: [:])) {
            $0.status = .loading("Saving order…")
            $0.form?.submit.isEnabled = false
            $0.form?.error = nil
            $0.actions = []
        }
        await store.receive(Fixtures.saved(Fixtures.threeWidgets()))
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.storedOrders.count == 1)
        #expect(delegate.saved.count == 1)
        await store.finish()
    }

    @Test(
        "closed while a save is under way, the save is cancelled: nothing is saved, the delegate hears nothing, and the screen stays at Saving order…"
    )
    func closedWhileSaving() async throws {
        let gateway = Fixtures.gateway()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        gateway.orders.holdCalls()
        store.send(Fixtures.save(product: "7", quantity: "3"), Fixtures.saving(product: "7", quantity: "3"))
        try await eventually("the save reached the order manager") { !gateway.orders.drafts.isEmpty }
        #expect(store.navigator.popTop() != nil)
        await store.finish()
        #expect(gateway.orders.cancelledCalls.count == 1)
        #expect(gateway.orders.storedOrders.isEmpty)
        #expect(delegate.saved.isEmpty)
    }

    @Test("pressing Save again removes the earlier order's summary, also when the new quantity is malformed")
    func summaryCleared() async {
        let store = await loadedStore()
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        store.send(Fixtures.save(product: "7", quantity: "2x")) {
            $0.quantityField?.value = "2x"
            $0.quantityField?.error = Self.formatMessage
            $0.sections = []
            $0.actions = []
        }
        await store.finish()
    }

    // MARK: - New order

    @Test(
        "New order is offered only under a saved order: not before, not after a refused or failed save, not while saving; elsewhere it does nothing")
    func newOrderOffered() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        store.send(.action("new-order", form: [:]))
        await save(store, "7", "", then: Fixtures.refused(quantity: "Quantity must be Entered"))
        store.send(.action("new-order", form: [:]))
        gateway.orders.failNextCall(with: .storage("disk full"))
        await save(store, "7", "3") {
            $0.status = .ready
            $0.form?.submit.isEnabled = true
            $0.form?.error = "The order couldn't be saved on this device, so nothing was saved. Try again."
            $0.actions = [Self.retry]
        }
        store.send(.action("new-order", form: [:]))
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        store.send(Fixtures.save(product: "7", quantity: "3"), Fixtures.saving(product: "7", quantity: "3"))
        store.send(.action("new-order", form: [:]))
        await store.receive(Fixtures.saved(Fixtures.threeWidgets()))
        await store.finish()
    }

    @Test("New order clears the form for the next order; the same values then make a second order, told to the delegate once")
    func newOrder() async {
        let gateway = Fixtures.gateway()
        let delegate = OrderEntryDelegateSpy()
        let store = await loadedStore(gateway, delegate: delegate)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        store.send(.action("new-order", form: [:])) {
            $0.productField?.value = ""
            $0.quantityField?.value = ""
            $0.sections = []
            $0.actions = []
        }
        #expect(delegate.saved.count == 1, "starting the next order tells the delegate nothing")
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2", "key-2"])
        #expect(delegate.saved == ["key-1", "key-2"])
        #expect(delegate.saved == gateway.orders.storedOrders.reversed().map(\.id))
        await store.finish()
    }

    @Test("Save right after New order, with the form it cleared, asks for both values and saves nothing more")
    func saveAfterNewOrder() async {
        let gateway = Fixtures.gateway()
        let store = await loadedStore(gateway)
        await save(store, "7", "3", then: Fixtures.saved(Fixtures.threeWidgets()))
        store.send(.action("new-order", form: [:])) {
            $0.productField?.value = ""
            $0.quantityField?.value = ""
            $0.sections = []
            $0.actions = []
        }
        await save(store, "", "", then: Fixtures.refused(product: "Product must be Entered", quantity: "Quantity must be Entered"))
        #expect(gateway.orders.drafts.count == 1)
        await store.finish()
    }
}

import Domain
@testable import OrderEntry
import Testing
import ViperKit

@MainActor
@Suite("Order entry use case (interactor)")
struct OrderEntryInteractorTests {
    let gateway = EntityGatewaySpy()
    let activity = ModuleActivity()
    let output = OrderEntryOutputSpy()
    let keys = KeyMakerSpy()

    func makeUseCase(quantityLimit: Int = 999) -> OrderEntryDefaultInteractor {
        let useCase = OrderEntryDefaultInteractor(
            contactID: OrderEntryFixtures.contact.id,
            gateway: gateway,
            activity: activity,
            quantityLimit: quantityLimit,
            makeKey: keys.make,
            now: { OrderEntryFixtures.now }
        )
        useCase.output = output
        return useCase
    }

    func save(_ useCase: OrderEntryDefaultInteractor, product: Int64?, quantity: Int?) async {
        useCase.eventCapture(productID: product)
        useCase.eventCapture(quantity: quantity)
        useCase.eventSave()
        await activity.idle()
    }

    // MARK: - View ready

    @Test("view ready presents the contact's name, then the products between Start and End")
    func viewReady() async {
        let useCase = makeUseCase()
        useCase.eventViewReady()
        await activity.idle()
        #expect(gateway.contacts.requestedIDs == [3])
        #expect(output.reports == [
            .contactName("Ada Lovelace"),
            .productListStart,
            .product(OrderEntryProductPresentationModel(OrderEntryFixtures.gadget)),
            .product(OrderEntryProductPresentationModel(OrderEntryFixtures.widget)),
            .productListEnd(isOffline: false),
        ])
    }

    @Test("products or contact from the device's copy end the list as offline",
          arguments: [(true, false), (false, true)])
    func offline(contactOffline: Bool, productsOffline: Bool) async {
        gateway.contacts.isOffline = contactOffline
        gateway.products.isOffline = productsOffline
        let useCase = makeUseCase()
        useCase.eventViewReady()
        await activity.idle()
        #expect(output.reports.last == .productListEnd(isOffline: true))
    }

    @Test("no products is reported between Start and End")
    func noProducts() async {
        gateway.products.products = []
        let useCase = makeUseCase()
        useCase.eventViewReady()
        await activity.idle()
        #expect(output.reports == [.contactName("Ada Lovelace"), .productListStart, .noProducts, .productListEnd(isOffline: false)])
    }

    @Test("a contact or product failure is reported alone",
          arguments: [(ServiceError.notFound, true), (.unreachable, false), (.storage("x"), false)])
    func loadFails(error: ServiceError, fromContact: Bool) async {
        if fromContact { gateway.contacts.failure = error } else { gateway.products.failure = error }
        let useCase = makeUseCase()
        useCase.eventViewReady()
        await activity.idle()
        #expect(output.reports == [.loadError(error)])
    }

    // MARK: - Capture and save

    @Test("captured values are saved as a draft for the contact, with a key and the time, and the order is presented")
    func saves() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        #expect(gateway.orders.drafts == [
            OrderDraft(key: "key-1", contactID: 3, productID: 7, quantity: 3, createdAt: OrderEntryFixtures.now),
        ])
        #expect(output.reports == [.order(OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3)))])
    }

    @Test("missing product and quantity are reported together, and nothing is created",
          arguments: [(nil, nil), (7, nil), (nil, 2)] as [(Int64?, Int?)])
    func missing(product: Int64?, quantity: Int?) async {
        let useCase = makeUseCase()
        await save(useCase, product: product, quantity: quantity)
        #expect(output.reports == [.missing(productID: product == nil, quantity: quantity == nil)])
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("the quantity must be within 1 and the use case's limit", arguments: [0, 1_000, Int.max, -1])
    func outOfRange(quantity: Int) async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: quantity)
        #expect(output.reports == [.outOfRange(1 ... 999)])
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("the limits themselves are accepted, and the limit is the builder's to set", arguments: [1, 5])
    func limits(quantity: Int) async {
        let useCase = makeUseCase(quantityLimit: 5)
        #expect(useCase.allowedQuantities == 1 ... 5)
        await save(useCase, product: 7, quantity: quantity)
        #expect(gateway.orders.drafts.map(\.quantity) == [quantity])
        await save(useCase, product: 7, quantity: 6)
        #expect(output.reports.last == .outOfRange(1 ... 5))
    }

    @Test("saving the same draft again reuses its key, so the manager makes one order")
    func sameDraftSameKey() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        await save(useCase, product: 7, quantity: 3)
        useCase.eventSave()
        await activity.idle()
        #expect(keys.made == 1)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1", "key-1"])
        #expect(Set(gateway.orders.drafts).count == 1, "the very same draft, time included")
        #expect(gateway.orders.stored.count == 1)
    }

    @Test("a double submit (two saves before the first answers) sends one key twice")
    func doubleSubmit() async {
        let useCase = makeUseCase()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        useCase.eventSave()
        await activity.idle()
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.stored.count == 1)
    }

    @Test("a changed draft gets a new key: another quantity, then another product")
    func changedDraftNewKey() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        await save(useCase, product: 7, quantity: 4)
        await save(useCase, product: 8, quantity: 4)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2", "key-3"])
        #expect(gateway.orders.stored.count == 3)
    }

    @Test("changing a value and changing it back is a new draft, with a new key")
    func changedBack() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        useCase.eventCapture(quantity: 4)
        await save(useCase, product: 7, quantity: 3)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2"])
    }

    @Test("a save that failed is retried with the same key")
    func retryAfterFailure() async {
        gateway.orders.nextFailure = .storage("disk full")
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        #expect(output.reports == [.saveError(.storage("disk full"))])
        useCase.eventSave()
        await activity.idle()
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.stored.count == 1)
    }

    @Test("work cancelled because the module closed reports nothing")
    func cancelled() async {
        let useCase = makeUseCase()
        gateway.products.delay = .seconds(60)
        gateway.orders.delay = .seconds(60)
        useCase.eventViewReady()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        while gateway.products.reads == 0 || gateway.orders.drafts.isEmpty { await Task.yield() }
        activity.cancelAll()
        #expect(await activity.idle(timeout: .seconds(5)))
        #expect(gateway.products.cancelledReads == 1)
        #expect(gateway.orders.cancelledDrafts.count == 1)
        #expect(output.reports.isEmpty)
    }

    // MARK: - New order

    @Test("New order presents the new order at once")
    func newOrderPresented() {
        let useCase = makeUseCase()
        useCase.eventNewOrder()
        #expect(output.reports == [.newOrder])
    }

    @Test("after New order the same product and quantity get a new key, so the manager makes a second order")
    func newOrderNewKey() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        useCase.eventNewOrder()
        await save(useCase, product: 7, quantity: 3)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2"])
        #expect(gateway.orders.stored.map(\.id) == ["key-2", "key-1"])
        #expect(keys.made == 2)
        let second = OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3, key: "key-2"))
        #expect(output.reports.suffix(2) == [.newOrder, .order(second)])
    }

    @Test("without New order, the same draft saved again keeps its key: one order")
    func withoutNewOrderSameKey() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        await save(useCase, product: 7, quantity: 3)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.stored.count == 1)
    }

    @Test("a save repeated while the first is still in flight keeps the key: one order, presented twice")
    func repeatedWhileInFlight() async {
        let useCase = makeUseCase()
        gateway.orders.holdsCreates = true
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        while gateway.orders.drafts.isEmpty { await Task.yield() }
        #expect(gateway.orders.stored.isEmpty, "the first save has not answered yet")
        useCase.eventSave()
        while gateway.orders.drafts.count < 2 { await Task.yield() }
        gateway.orders.releaseCreates()
        await activity.idle()
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.stored.count == 1)
        let order = OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3))
        #expect(output.reports == [.order(order), .order(order)])
    }

    @Test("New order forgets the captured product and quantity: a save right after it misses both")
    func newOrderForgetsValues() async {
        let useCase = makeUseCase()
        await save(useCase, product: 7, quantity: 3)
        useCase.eventNewOrder()
        useCase.eventSave()
        await activity.idle()
        #expect(output.reports.last == .missing(productID: true, quantity: true))
        #expect(gateway.orders.drafts.count == 1)
    }

    @Test("a save in flight when New order comes keeps its own key; the next draft gets a new one")
    func newOrderDuringSave() async {
        let useCase = makeUseCase()
        gateway.orders.holdsCreates = true
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        while gateway.orders.drafts.isEmpty { await Task.yield() }
        useCase.eventNewOrder()
        gateway.orders.releaseCreates()
        await activity.idle()
        await save(useCase, product: 7, quantity: 3)
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-2"])
        #expect(gateway.orders.stored.count == 2)
    }
}

import Domain
import Testing
import ViperKit

@testable import OrderEntry

/// What the screen cannot show: the use case's own rules for saves the presenter never lets through
/// (it ignores Save while a save runs, and offers New order only once a save answered), kept
/// because they guard the idempotency keys.
@MainActor
@Suite("Order entry use case (interactor)")
struct OrderEntryInteractorTests {
    let gateway = OrderEntryFixtures.gateway()
    let activity = ModuleActivity()
    let output = OrderEntryOutputSpy()
    let keys = KeyMakerSpy()

    func makeUseCase() -> OrderEntryDefaultInteractor {
        let useCase = OrderEntryDefaultInteractor(
            contactID: OrderEntryFixtures.contact.id,
            gateway: gateway,
            activity: activity,
            makeKey: keys.make,
            now: { OrderEntryFixtures.now }
        )
        useCase.output = output
        return useCase
    }

    @Test("two saves of one draft before the first answers send one key twice: one order, presented twice")
    func doubleSave() async {
        let useCase = makeUseCase()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        useCase.eventSave()
        await activity.idle()
        #expect(gateway.orders.drafts.map(\.key) == ["key-1", "key-1"])
        #expect(gateway.orders.storedOrders.count == 1)
        let order = OrderEntryOrderPresentationModel(OrderEntryFixtures.order(OrderEntryFixtures.widget, quantity: 3))
        #expect(output.reports == [.order(order), .order(order)])
    }

    @Test("a save under way when New order comes keeps its own key; the next draft gets a new one")
    func newOrderDuringSave() async {
        let useCase = makeUseCase()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        useCase.eventNewOrder()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        await activity.idle()
        #expect(gateway.orders.drafts.map(\.key).sorted() == ["key-1", "key-2"], "the two saves run side by side")
        #expect(gateway.orders.storedOrders.count == 2)
    }

    @Test("New order forgets the captured product and quantity: a save right after it misses both")
    func newOrderForgetsValues() async {
        let useCase = makeUseCase()
        useCase.eventCapture(productID: 7)
        useCase.eventCapture(quantity: 3)
        useCase.eventSave()
        await activity.idle()
        useCase.eventNewOrder()
        useCase.eventSave()
        await activity.idle()
        #expect(output.reports.suffix(2) == [.newOrder, .missing(productID: true, quantity: true)])
        #expect(gateway.orders.drafts.count == 1)
    }
}

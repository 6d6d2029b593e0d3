import Domain
import Testing

@testable import OrderEntry

/// The save transformer alone: its own rules (mandatory values, the quantity's range) and how it
/// turns the order manager's answer into the one outcome the use case reports, read from the value
/// it returns.
@MainActor
@Suite("Order entry save transformer")
struct OrderEntrySaveTransformerTests {
    let gateway = OrderEntryFixtures.gateway()

    func transformer(product: Int64?, quantity: Int?, key: String = "k") -> OrderEntrySaveTransformer {
        OrderEntrySaveTransformer(
            orderManager: gateway.orders,
            userManager: gateway.users,
            contactID: 3,
            productID: product,
            quantity: quantity,
            allowedQuantities: 1 ... 999,
            key: key,
            createdAt: OrderEntryFixtures.now
        )
    }

    @Test(
        "missing values are reported together and the manager is not called",
        arguments: [(nil, nil), (8, nil), (nil, 1)] as [(Int64?, Int?)])
    func missingFields(product: Int64?, quantity: Int?) async {
        let outcome = await transformer(product: product, quantity: quantity).transform()
        #expect(outcome == .missingMandatoryFields(productID: product == nil, quantity: quantity == nil))
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("a quantity out of range is reported with the range, and the manager is not called")
    func outOfRange() async {
        #expect(await transformer(product: 8, quantity: 1_000).transform() == .quantityOutOfRange(allowed: 1 ... 999))
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("a valid draft is created with its key and first save time, and the outcome is the saved order's presentation model")
    func success() async throws {
        gateway.isOffline = true
        let outcome = await transformer(product: 8, quantity: 1, key: "key-9").transform()
        #expect(
            gateway.orders.drafts == [OrderDraft(key: "key-9", userID: 1, contactID: 3, productID: 8, quantity: 1, createdAt: OrderEntryFixtures.now)]
        )
        #expect(gateway.orders.storedOrders.count == 1)
        let order = OrderEntryFixtures.order(OrderEntryFixtures.gadget, quantity: 1, status: .pending, key: "key-9")
        #expect(outcome == .saved(OrderEntryOrderPresentationModel(order)))
        guard case .saved(let model) = try #require(outcome) else { return }
        #expect(model.productName == "Gadget")
        #expect(model.quantity == 1)
        #expect(model.unitPrice == Money(cents: 114_306))
        #expect(model.itemTotal == Money(cents: 114_306))
        #expect(model.tax == Money(cents: 9_144))
        #expect(model.orderTotal == Money(cents: 123_450))
        #expect(model.status == .pending)
        #expect(model.id == order.id)
    }

    @Test("a failure is the outcome, as the save error", arguments: [ServiceError.storage("disk full"), .notFound])
    func failure(error: ServiceError) async {
        gateway.orders.failNextCall(with: error)
        #expect(await transformer(product: 8, quantity: 1).transform() == .failed(error))
    }

    @Test("a cancelled save has no outcome, so nothing is reported")
    func cancelled() async {
        gateway.orders.failNextCall(with: .cancelled)
        #expect(await transformer(product: 8, quantity: 1).transform() == nil)
    }
}

import Domain
import Testing

@testable import OrderEntry

@MainActor
@Suite("Order entry save transformer")
struct OrderEntrySaveTransformerTests {
    let gateway = OrderEntryFixtures.gateway()
    let output = OrderEntryOutputSpy()

    func transformer(product: Int64?, quantity: Int?, key: String = "k") -> OrderEntrySaveTransformer {
        OrderEntrySaveTransformer(
            orderManager: gateway.orders,
            contactID: 3,
            productID: product,
            quantity: quantity,
            allowedQuantities: 1 ... 999,
            key: key,
            createdAt: OrderEntryFixtures.now
        )
    }

    @Test(
        "missing fields are reported together and the manager is not called",
        arguments: [(nil, nil), (8, nil), (nil, 1)] as [(Int64?, Int?)])
    func missingFields(product: Int64?, quantity: Int?) async {
        await transformer(product: product, quantity: quantity).transform { output }
        #expect(output.reports == [.missing(productID: product == nil, quantity: quantity == nil)])
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("a quantity out of range is reported with the range, and the manager is not called")
    func outOfRange() async {
        await transformer(product: 8, quantity: 1_000).transform { output }
        #expect(output.reports == [.outOfRange(1 ... 999)])
        #expect(gateway.orders.drafts.isEmpty)
    }

    @Test("success creates the draft and presents the order's presentation model")
    func success() async throws {
        gateway.isOffline = true
        await transformer(product: 8, quantity: 1, key: "key-9").transform { output }
        #expect(gateway.orders.drafts == [OrderDraft(key: "key-9", contactID: 3, productID: 8, quantity: 1, createdAt: OrderEntryFixtures.now)])
        let order = OrderEntryFixtures.order(OrderEntryFixtures.gadget, quantity: 1, status: .pending, key: "key-9")
        #expect(output.reports == [.order(OrderEntryOrderPresentationModel(order))])
        guard case .order(let model) = try #require(output.reports.first) else { return }
        #expect(model.productName == "Gadget")
        #expect(model.quantity == 1)
        #expect(model.unitPrice == Money(cents: 114_306))
        #expect(model.itemTotal == Money(cents: 114_306))
        #expect(model.tax == Money(cents: 9_144))
        #expect(model.orderTotal == Money(cents: 123_450))
        #expect(model.status == .pending)
        #expect(model.order == order)
    }

    @Test("a failure is presented as the save error", arguments: [ServiceError.storage("disk full"), .notFound])
    func failure(error: ServiceError) async {
        gateway.orders.failNextCall(with: error)
        await transformer(product: 8, quantity: 1).transform { output }
        #expect(output.reports == [.saveError(error)])
    }

    @Test("a cancelled save presents nothing")
    func cancelled() async {
        gateway.orders.failNextCall(with: .cancelled)
        await transformer(product: 8, quantity: 1).transform { output }
        #expect(output.reports.isEmpty)
    }

    @Test("with no output left (the module was closed) the order is still saved and nobody is told")
    func noOutput() async {
        await transformer(product: 8, quantity: 1).transform { nil }
        #expect(gateway.orders.storedOrders.count == 1)
    }
}

import ContactDetailInterface
import Domain
import DomainTesting
import OrderDetailInterface
import OrderDetailTesting
import OrderEntryInterface
import OrderEntryTesting
import Testing
import ViperKit
import ViperKitTesting

/// The path back from order entry: the order entry module reports a saved order's id to the delegate
/// it was built with, and the detail reads the contact's orders again and shows them, the new one on top. The order entry builder's spy
/// stands in for the order entry module: its `lastDelegate` is what the detail handed it, and the
/// test reports through it what order entry would (never keeping it in a local, which would keep
/// the detail alive). Each `finish()` also checks the module is released once closed.
@MainActor
@Suite("Contact detail as order entry's delegate")
struct ContactDetailDelegateTests {
    typealias Fixtures = ContactDetailFixtures

    /// The module of contact 3 over `gateway`, loaded (its orders shown as `orders`), with New
    /// order pressed and order entry pushed, all asserted.
    func orderEntryOpened(
        _ gateway: EntityGatewaySpy,
        orders: [ScreenRow] = Fixtures.annOrders,
        orderEntry: OrderEntryBuilderSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> ModuleTestStore {
        let module = Fixtures.builder(gateway, orderEntry: orderEntry).build(input: ContactDetailInput(contactID: 3))
        let store = ModuleTestStore(module, sourceLocation: sourceLocation)
        store.send(.load, Fixtures.loading, sourceLocation: sourceLocation)
        await store.receive(sourceLocation: sourceLocation, Fixtures.contact())
        await store.receive(sourceLocation: sourceLocation, Fixtures.orderRows(orders))
        store.send(Fixtures.newOrder, sourceLocation: sourceLocation)
        await store.receive(.push(OrderEntryRoute.route(OrderEntryInput(contactID: 3))), sourceLocation: sourceLocation)
        #expect(orderEntry.lastDelegate != nil, "the detail hands order entry a delegate", sourceLocation: sourceLocation)
        return store
    }

    @Test("a saved order reported by order entry is read again with the contact's orders and listed on top; the detail is under order entry")
    func savedOrderReadAgain() async {
        let gateway = Fixtures.gateway()
        let orderEntry = OrderEntryBuilderSpy()
        let store = await orderEntryOpened(gateway, orderEntry: orderEntry)
        let saved = Fixtures.order("fresh", product: "Ink", quantity: 5, totalCents: 4_999, daysAgo: 0, status: .pending)
        gateway.orders.orders.append(saved)
        orderEntry.lastDelegate?.orderEntry(didSaveOrderWithID: saved.id)
        await store.receive(
            Fixtures.orderRows(
                [Fixtures.orderRow("fresh", "Ink × 5", "US$49.99 · 22 Nov 2026 at 14:30 · Pending", tone: .secondary)] + Fixtures.annOrders))
        #expect(store.navigator.popTop() != nil, "order entry closes itself")
        #expect(store.navigator.top?.route.path == "/contacts/3")
        #expect(gateway.contacts.calls == [.contact(id: 3)])
        #expect(gateway.orders.calls == [.ordersOfContact(3), .ordersOfContact(3)])
        await store.finish()
    }

    @Test("the order, reported again once sent, shows its new status in its own row instead of adding one")
    func sentLater() async {
        let gateway = Fixtures.gateway()
        let orderEntry = OrderEntryBuilderSpy()
        let store = await orderEntryOpened(gateway, orderEntry: orderEntry)
        let saved = Fixtures.order("fresh", daysAgo: 0, status: .pending)
        gateway.orders.orders.append(saved)
        orderEntry.lastDelegate?.orderEntry(didSaveOrderWithID: saved.id)
        await store.receive(
            Fixtures.orderRows(
                [Fixtures.orderRow("fresh", "Paper × 1", "US$10.80 · 22 Nov 2026 at 14:30 · Pending", tone: .secondary)] + Fixtures.annOrders))
        gateway.orders.orders = gateway.orders.orders.map { $0.id == saved.id ? saved.with(status: .sent) : $0 }
        orderEntry.lastDelegate?.orderEntry(didSaveOrderWithID: saved.id)
        await store.receive {
            $0.sections[1].rows[0] = Fixtures.orderRow("fresh", "Paper × 1", "US$10.80 · 22 Nov 2026 at 14:30 · Sent", tone: .positive)
        }
        await store.finish()
    }

    @Test("an order saved after the orders failed to load is listed once they can be read")
    func savedAfterOrdersFailed() async {
        let gateway = Fixtures.gateway()
        gateway.orders.failure = .timeout
        let orderEntry = OrderEntryBuilderSpy()
        let failed = Fixtures.ordersError(ServiceErrorWording.standard.message(for: .timeout))
        let store = await orderEntryOpened(gateway, orders: [failed], orderEntry: orderEntry)
        gateway.orders.failure = nil
        let saved = Fixtures.order("fresh", daysAgo: 0)
        gateway.orders.orders.append(saved)
        orderEntry.lastDelegate?.orderEntry(didSaveOrderWithID: saved.id)
        await store.receive(
            Fixtures.orderRows(
                [Fixtures.orderRow("fresh", "Paper × 1", "US$10.80 · 22 Nov 2026 at 14:30 · Sent", tone: .positive)] + Fixtures.annOrders))
        await store.finish()
    }

    @Test("when the orders cannot be read again, those shown stay, with the reason under them")
    func readAgainFails() async {
        let gateway = Fixtures.gateway()
        let orderEntry = OrderEntryBuilderSpy()
        let store = await orderEntryOpened(gateway, orderEntry: orderEntry)
        gateway.orders.failure = .timeout
        orderEntry.lastDelegate?.orderEntry(didSaveOrderWithID: "fresh")
        await store.receive(
            Fixtures.orderRows(Fixtures.annOrders + [Fixtures.ordersError(ServiceErrorWording.standard.message(for: .timeout))]))
        await store.finish()
    }

    @Test("an order row opens the order's detail with the detail as its delegate; an order sent again there is read again and shows its new status")
    func orderDetailSendsAgain() async {
        let gateway = Fixtures.gateway()
        let orderDetail = OrderDetailBuilderSpy()
        let store = ModuleTestStore(Fixtures.builder(gateway, orderDetail: orderDetail).build(input: ContactDetailInput(contactID: 3)))
        store.send(.load, Fixtures.loading)
        await store.receive(Fixtures.contact())
        await store.receive(Fixtures.orderRows(Fixtures.annOrders))
        store.send(.select(section: "orders", row: "new"))
        await store.receive(.push(OrderDetailRoute.route(OrderDetailInput(orderID: "new"))))
        #expect(orderDetail.inputs == [OrderDetailInput(orderID: "new")])
        gateway.orders.orders = gateway.orders.orders.map { $0.id == "new" ? $0.with(status: .sent) : $0 }
        orderDetail.lastDelegate?.orderDetail(didSendAgainOrderWithID: "new")
        await store.receive {
            $0.sections[1].rows[0] = Fixtures.orderRow("new", "Toner × 1", "US$1,234.50 · 21 Nov 2026 at 14:30 · Sent", tone: .positive)
        }
        #expect(store.navigator.popTop() != nil, "the order's detail is closed")
        await store.finish()
    }

    @Test("order entry does not keep the detail alive: once the detail is closed and released, the delegate it handed out is gone")
    func weakDelegate() async {
        let orderEntry = OrderEntryBuilderSpy()
        let store = await orderEntryOpened(Fixtures.gateway(), orderEntry: orderEntry)
        #expect(orderEntry.lastDelegate != nil)
        await store.finish()
        #expect(orderEntry.lastDelegate == nil)
    }
}

import Domain

/// An in-memory `OrderManager` over its ``FakeEntityGateway``'s orders. It validates and prices
/// as the live one does, keeps one order per key, and while the gateway is offline saves orders
/// as ``OrderStatus/pending`` (sent when it goes back online) and reads `.cache`.
public final class FakeOrderManager: OrderManager, FakeControllable {
    private let book: FakeOrderBook
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<Call, Call.Kind>(service: "OrderManager")

    init(book: FakeOrderBook) {
        self.book = book
    }

    /// Every order held now, newest first, without recording a call.
    public var storedOrders: [Order] {
        book.state.withLock { Self.newestFirst($0.orders) }
    }

    /// Saves `draft` as an order priced by ``OrderPricing``: sent, or pending while offline; a
    /// key already saved returns its order.
    /// - Throws: an injected failure; ``ServiceError/invalidRequest(_:)`` for a quantity below 1;
    ///   ``ServiceError/notFound`` for an unknown contact or product.
    public func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        try await controls.begin(.create(draft), kind: .create)
        return try book.state.withLock { state throws(ServiceError) in
            if let saved = state.orders.first(where: { $0.id == draft.key }) {
                return saved
            }
            guard draft.quantity >= 1 else {
                throw .invalidRequest("The quantity must be 1 or more, not \(draft.quantity).")
            }
            guard let contact = state.contacts.first(where: { $0.id == draft.contactID }),
                let product = state.products.first(where: { $0.id == draft.productID })
            else {
                throw .notFound
            }
            let order = Order(draft: draft, contactName: contact.name, product: product, status: state.isOffline ? .pending : .sent)
            state.orders.append(order)
            return order
        }
    }

    /// Every order, newest first.
    public func orders() async throws(ServiceError) -> Fetched<[Order]> {
        try await controls.begin(.orders, kind: .orders)
        return book.state.withLock { state in
            Fetched(Self.newestFirst(state.orders), source: book.source(state))
        }
    }

    /// The orders for contact `contactID`, newest first.
    public func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        try await controls.begin(.ordersOfContact(contactID), kind: .orders)
        return book.state.withLock { state in
            Fetched(Self.newestFirst(state.orders.filter { $0.contactID == contactID }), source: book.source(state))
        }
    }

    /// Order `id`.
    /// - Throws: an injected failure; ``ServiceError/notFound`` when there is none.
    public func order(id: Order.ID) async throws(ServiceError) -> Fetched<Order> {
        try await controls.begin(.order(id: id), kind: .orders)
        return try book.state.withLock { state throws(ServiceError) in
            guard let order = state.orders.first(where: { $0.id == id }) else { throw .notFound }
            return Fetched(order, source: book.source(state))
        }
    }

    /// Sends order `id` again: online, a pending or refused order becomes sent; offline, it is
    /// pending.
    /// - Throws: an injected failure; ``ServiceError/notFound`` when there is none.
    public func sendAgain(id: Order.ID) async throws(ServiceError) -> Order {
        try await controls.begin(.sendAgain(id: id), kind: .sendAgain)
        return try book.state.withLock { state throws(ServiceError) in
            guard let index = state.orders.firstIndex(where: { $0.id == id }) else { throw .notFound }
            state.orders[index] = state.orders[index].with(status: state.isOffline ? .pending : .sent)
            return state.orders[index]
        }
    }

    /// Gives order `id` the status the server gave it meanwhile, as the outbox records it: sent,
    /// or refused with the server's `reason`. Records no call: it is what a screen shown again
    /// finds, not something a module asked for.
    public func settle(id: Order.ID, as status: OrderStatus, reason: String? = nil) {
        book.state.withLock { state in
            guard let index = state.orders.firstIndex(where: { $0.id == id }) else { return }
            state.orders[index] = state.orders[index].with(status: status, reason: reason)
        }
    }

    private static func newestFirst(_ orders: [Order]) -> [Order] {
        orders.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }
}

import Domain
import Synchronization

/// An ``OrderManager`` that answers with the orders it is given, in the order it holds them, as its
/// ``SpyScript`` says (`source`, `failure`, `calls` and `cancelledCalls`, and `holdCalls()`, read through to
/// the script).
@dynamicMemberLookup
public final class OrderManagerSpy: OrderManager, ScriptedSpy {
    /// Creates one with nothing recorded.
    public init() {}

    /// A call the spy received.
    public enum Call: Equatable, Sendable {
        /// `create(_:)` with its draft.
        case create(OrderDraft)
        /// `orders()`.
        case orders
        /// `orders(contactID:)`.
        case ordersOfContact(Int64)
        /// `order(id:)`.
        case order(id: Order.ID)
        /// `sendAgain(id:)`.
        case sendAgain(id: Order.ID)
    }

    /// How it answers, and what it was asked.
    public let script = SpyScript<Call>(service: "OrderManager")
    private let stored = Mutex<[Order]>([])

    /// The orders it holds, answered in this order.
    public var orders: [Order] {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// Records the draft and answers a pending order priced at $1.00 each, as its script says.
    public func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        _ = try await script.answer(.create(draft))
        return Order(
            draft: draft,
            contactName: "",
            product: Product(id: draft.productID, name: "Product \(draft.productID)", unitPrice: Money(cents: 100)),
            status: .pending
        )
    }

    /// Every order it holds, as its script says.
    public func orders() async throws(ServiceError) -> Fetched<[Order]> {
        let source = try await script.answer(.orders)
        return Fetched(orders, source: source)
    }

    /// The orders of `contactID`, as its script says.
    public func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        let source = try await script.answer(.ordersOfContact(contactID))
        return Fetched(orders.filter { $0.contactID == contactID }, source: source)
    }

    /// Order `id` of those it holds, as its script says.
    public func order(id: Order.ID) async throws(ServiceError) -> Fetched<Order> {
        let source = try await script.answer(.order(id: id))
        guard let order = orders.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(order, source: source)
    }

    /// Order `id` of those it holds, marked sent (its script's source `.live`) or left pending
    /// (any other source: the server could not be reached), as its script says.
    public func sendAgain(id: Order.ID) async throws(ServiceError) -> Order {
        let source = try await script.answer(.sendAgain(id: id))
        guard let index = orders.firstIndex(where: { $0.id == id }) else { throw .notFound }
        let order = orders[index].with(status: source == .live ? .sent : .pending, reason: orders[index].statusReason)
        orders[index] = order
        return order
    }
}

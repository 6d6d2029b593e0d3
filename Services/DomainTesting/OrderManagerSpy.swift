import Domain
import Synchronization

/// An ``OrderManager`` that answers with the orders it is given, in the order it holds them, as its
/// ``SpyScript`` says (`source`, `failure`, `delay`, `calls` and `cancelledCalls` read through to
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
    }

    /// How it answers, and what it was asked.
    public let script = SpyScript<Call>()
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
}

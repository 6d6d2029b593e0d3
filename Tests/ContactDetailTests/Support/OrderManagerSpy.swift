import Domain
import Synchronization

/// An ``OrderManager`` that answers with the orders it is given, in the order it holds them, as its
/// ``SpyScript`` says (`source`, `failure`, `delay`, `calls` and `cancelledCalls` read through to
/// the script).
@dynamicMemberLookup
final class OrderManagerSpy: OrderManager {
    enum Call: Equatable, Sendable {
        case create(OrderDraft)
        case orders
        case ordersOfContact(Int64)
    }

    /// How it answers, and what it was asked.
    let script = SpyScript<Call>()
    private let stored = Mutex<[Order]>([])

    /// The orders it holds, answered in this order.
    var orders: [Order] {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<SpyScript<Call>, Value>) -> Value {
        get { script[keyPath: keyPath] }
        set { script[keyPath: keyPath] = newValue }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<SpyScript<Call>, Value>) -> Value {
        script[keyPath: keyPath]
    }

    func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        _ = try await script.answer(.create(draft))
        return Order(
            draft: draft,
            contactName: "",
            product: Product(id: draft.productID, name: "Product \(draft.productID)", unitPrice: Money(cents: 100)),
            status: .pending
        )
    }

    func orders() async throws(ServiceError) -> Fetched<[Order]> {
        let source = try await script.answer(.orders)
        return Fetched(orders, source: source)
    }

    func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        let source = try await script.answer(.ordersOfContact(contactID))
        return Fetched(orders.filter { $0.contactID == contactID }, source: source)
    }
}

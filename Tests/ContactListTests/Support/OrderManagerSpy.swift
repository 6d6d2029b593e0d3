import Domain
import Synchronization

/// An ``OrderManager`` that answers with the orders it is given (from `source`), in the order it
/// holds them, records every call, and can wait before answering (ending with
/// ``ServiceError/cancelled`` when its caller is cancelled) or fail.
final class OrderManagerSpy: OrderManager {
    enum Call: Equatable, Sendable {
        case create(OrderDraft)
        case orders
        case ordersOfContact(Int64)
    }

    private struct State: Sendable {
        var orders: [Order] = []
        var source: FetchSource = .live
        var failure: ServiceError?
        var delay: Duration = .zero
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state = Mutex(State())

    /// The orders it holds, answered in this order.
    var orders: [Order] {
        get { state.withLock { $0.orders } }
        set { state.withLock { $0.orders = newValue } }
    }

    /// Where its answers say they come from.
    var source: FetchSource {
        get { state.withLock { $0.source } }
        set { state.withLock { $0.source = newValue } }
    }

    /// The error every call fails with, while set.
    var failure: ServiceError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// How long every call waits before answering.
    var delay: Duration {
        get { state.withLock { $0.delay } }
        set { state.withLock { $0.delay = newValue } }
    }

    /// Every call, in order.
    var calls: [Call] { state.withLock { $0.calls } }
    /// The calls whose caller was cancelled while they waited.
    var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        _ = try await answer(.create(draft))
        return Order(
            draft: draft,
            contactName: "",
            product: Product(id: draft.productID, name: "Product \(draft.productID)", unitPrice: Money(cents: 100)),
            status: .pending
        )
    }

    func orders() async throws(ServiceError) -> Fetched<[Order]> {
        let answer = try await answer(.orders)
        return Fetched(answer.orders, source: answer.source)
    }

    func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        let answer = try await answer(.ordersOfContact(contactID))
        return Fetched(answer.orders.filter { $0.contactID == contactID }, source: answer.source)
    }

    private func answer(_ call: Call) async throws(ServiceError) -> State {
        let answer = state.withLock { state -> State in
            state.calls.append(call)
            return state
        }
        if answer.delay > .zero {
            do {
                try await Task.sleep(for: answer.delay)
            } catch {
                state.withLock { $0.cancelledCalls.append(call) }
                throw .cancelled
            }
        }
        if let failure = answer.failure { throw failure }
        return answer
    }
}

import Domain

/// An ``OrderManager`` that records every draft and keeps orders by key as the live one does:
/// a draft whose key is already saved returns that order and makes no second one.
@MainActor
final class OrderManagerSpy: OrderManager {
    /// The status new orders get (`.pending` as if the server could not be reached).
    var status: OrderStatus = .sent
    /// The error the next create fails with, once.
    var nextFailure: ServiceError?
    var delay: Duration = .zero
    var products: [Product] = OrderEntryFixtures.products
    var contactName = OrderEntryFixtures.contact.name
    private(set) var drafts: [OrderDraft] = []
    private(set) var cancelledDrafts: [OrderDraft] = []
    /// The orders saved, newest first.
    private(set) var stored: [Order] = []
    /// While set, every create waits after recording its draft until ``releaseCreates()``: a save
    /// "in flight" for as long as a test needs, whatever the machine's speed.
    var holdsCreates = false
    private var held: [CheckedContinuation<Void, Never>] = []

    /// Lets every held create go on, and stops holding new ones.
    func releaseCreates() {
        holdsCreates = false
        let waiting = held
        held = []
        waiting.forEach { $0.resume() }
    }

    func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        drafts.append(draft)
        if holdsCreates {
            await withCheckedContinuation { held.append($0) }
        }
        if await ManagerDelay.waitWasCancelled(delay) {
            cancelledDrafts.append(draft)
            throw .cancelled
        }
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        if let existing = stored.first(where: { $0.id == draft.key }) { return existing }
        guard let product = products.first(where: { $0.id == draft.productID }) else { throw .notFound }
        let order = Order(draft: draft, contactName: contactName, product: product, status: status)
        stored.insert(order, at: 0)
        return order
    }

    func orders() async throws(ServiceError) -> Fetched<[Order]> {
        Fetched(stored, source: .live)
    }

    func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        Fetched(stored.filter { $0.contactID == contactID }, source: .live)
    }
}

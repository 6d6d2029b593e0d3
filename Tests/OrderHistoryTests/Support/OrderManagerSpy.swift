import Domain

/// An ``OrderManager`` answering ``orders()`` with `orders` as given (or failing), counting reads.
@MainActor
final class OrderManagerSpy: OrderManager {
    var orders: [Order] = []
    var isOffline = false
    var failure: ServiceError?
    /// How long a read waits; only cancellation ends it early, so no test depends on it elapsing.
    var delay: Duration = .zero
    private(set) var reads = 0
    private(set) var cancelledReads = 0

    func create(_ draft: OrderDraft) async throws(ServiceError) -> Order {
        throw .invalidRequest("The order history creates no orders.")
    }

    func orders() async throws(ServiceError) -> Fetched<[Order]> {
        reads += 1
        if delay > .zero {
            do {
                try await Task.sleep(for: delay)
            } catch {
                cancelledReads += 1
                throw .cancelled
            }
        }
        if let failure { throw failure }
        return Fetched(orders, source: isOffline ? .cache(savedAt: OrderHistoryFixtures.date("2026-11-22T20:00:00Z")) : .live)
    }

    func orders(contactID: Int64) async throws(ServiceError) -> Fetched<[Order]> {
        try await orders().map { $0.filter { $0.contactID == contactID } }
    }
}

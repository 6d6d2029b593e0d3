import Domain

/// A ``ProductManager`` holding `products`, counting the reads.
@MainActor
final class ProductManagerSpy: ProductManager {
    var products: [Product]
    var isOffline = false
    var failure: ServiceError?
    var delay: Duration = .zero
    private(set) var reads = 0
    private(set) var cancelledReads = 0

    init(products: [Product] = OrderEntryFixtures.products) {
        self.products = products
    }

    func products() async throws(ServiceError) -> Fetched<[Product]> {
        reads += 1
        if await ManagerDelay.waitWasCancelled(delay) {
            cancelledReads += 1
            throw .cancelled
        }
        if let failure { throw failure }
        return Fetched(products, source: isOffline ? .cache(savedAt: OrderEntryFixtures.now) : .live)
    }
}

import Domain

/// An in-memory `ProductManager` over its ``FakeEntityGateway``'s products, by name; answers
/// `.cache` while the gateway is offline.
public final class FakeProductManager: ProductManager, FakeControllable {
    private let book: FakeOrderBook
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<String, String>(service: "ProductManager")

    init(book: FakeOrderBook) {
        self.book = book
    }

    /// Every product by name.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func products() async throws(ServiceError) -> Fetched<[Product]> {
        try await controls.begin("products", kind: "products")
        return book.state.withLock { state in
            Fetched(state.products.sorted { ($0.name, $0.id) < ($1.name, $1.id) }, source: book.source(state))
        }
    }
}

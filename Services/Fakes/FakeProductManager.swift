import Domain

/// An in-memory `ProductManager` over its ``FakeEntityGateway``'s products, by name; answers
/// `.cache` while the gateway is offline.
public final class FakeProductManager: ProductManager {
    private let book: FakeOrderBook
    private let recorder = FakeCallRecorder<String, String>()

    init(book: FakeOrderBook) {
        self.book = book
    }

    /// How many calls it received.
    public var callCount: Int { recorder.calls.count }

    /// How long every call waits before answering.
    public var delay: Duration {
        get { recorder.delay }
        set { recorder.delay = newValue }
    }

    /// Makes the next call fail with `error`.
    public func failNextCall(with error: ServiceError) {
        recorder.failNextCall(with: error, of: nil)
    }

    /// Makes every call fail with `error`, or stops that with `nil`.
    public func failAllCalls(with error: ServiceError?) {
        recorder.failAllCalls(with: error)
    }

    /// Every product by name.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func products() async throws(ServiceError) -> Fetched<[Product]> {
        try await recorder.begin("products", kind: "products")
        return book.state.withLock { state in
            Fetched(state.products.sorted { ($0.name, $0.id) < ($1.name, $1.id) }, source: book.source(state))
        }
    }
}

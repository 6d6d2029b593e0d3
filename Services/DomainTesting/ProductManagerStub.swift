import Domain
import Synchronization
import ViperKit

/// A ``ProductManager`` with no products that counts its calls (the contact modules need none).
public final class ProductManagerStub: ProductManager {
    /// Creates one with nothing recorded.
    public init() {}

    private let count = Mutex(0)

    /// How many times it was asked.
    public var callCount: Int { count.withLock { $0 } }

    /// No products; counts the call.
    public func products() async throws(ServiceError) -> Fetched<[Product]> {
        count.withLock { $0 += 1 }
        CostMeter.recordCall("ProductManager.products")
        return Fetched([], source: .live)
    }
}

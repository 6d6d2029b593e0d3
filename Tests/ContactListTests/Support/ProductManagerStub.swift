import Domain
import Synchronization

/// A ``ProductManager`` with no products that counts its calls (the contact modules need none).
final class ProductManagerStub: ProductManager {
    private let count = Mutex(0)

    /// How many times it was asked.
    var callCount: Int { count.withLock { $0 } }

    func products() async throws(ServiceError) -> Fetched<[Product]> {
        count.withLock { $0 += 1 }
        return Fetched([], source: .live)
    }
}

import Domain
import Networking
import Storage

extension CachedListManager: ProductManager where Entity == Product {
    /// The products, as the user last saw them, cached in `database`.
    static func products(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock) -> Self {
        Self(
            client: client,
            database: database,
            clock: clock,
            liveList: { client throws(ServiceError) in try await client.products() },
            save: { cache, products, userID, date throws(ServiceError) in try await cache.replaceProducts(products, userID: userID, savedAt: date) },
            load: { cache, userID throws(ServiceError) in try await cache.products(userID: userID) }
        )
    }

    /// Every product by name: live, or the cached copy when the API cannot be reached.
    func products() async throws(ServiceError) -> Fetched<[Product]> {
        try await list()
    }
}

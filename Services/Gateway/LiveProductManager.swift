import Domain
import Networking
import Storage

/// Domain's `ProductManager` over the API, cached per user in the client database like
/// ``LiveContactManager``.
public struct LiveProductManager: ProductManager {
    private let client: APIClient
    private let cache: EntityCacheStore
    private let readThrough: ReadThroughCache

    /// A manager reading through `client` and caching in `database` (a client database).
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        self.client = client
        self.cache = EntityCacheStore(database: database)
        self.readThrough = ReadThroughCache(clock: clock)
    }

    /// Every product by name: live, or the cached copy when the API cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and nothing was cached.
    public func products() async throws(ServiceError) -> Fetched<[Product]> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        return try await readThrough.read(
            live: { () async throws(ServiceError) in try await client.products() },
            save: { products, date throws(ServiceError) in try await cache.replaceProducts(products, userID: user.id, savedAt: date) },
            cached: { () async throws(ServiceError) in try await cache.products(userID: user.id) }
        )
    }
}

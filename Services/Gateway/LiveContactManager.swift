import Domain
import Networking
import Storage

/// Domain's `ContactManager` over the API, with the user's copy cached in the client database:
/// every successful read replaces the copy; when the API cannot be reached the copy answers,
/// flagged ``FetchSource/cache(savedAt:)``.
public struct LiveContactManager: ContactManager {
    private let client: APIClient
    private let cache: EntityCacheStore
    private let readThrough: ReadThroughCache

    /// A manager reading through `client` and caching in `database` (a client database).
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        self.client = client
        self.cache = EntityCacheStore(database: database)
        self.readThrough = ReadThroughCache(clock: clock)
    }

    /// The user's contacts by name: live, or the cached copy when the API cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and nothing was cached.
    public func contacts() async throws(ServiceError) -> Fetched<[Contact]> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        return try await readThrough.read(
            live: { () async throws(ServiceError) in try await client.contacts() },
            save: { contacts, date throws(ServiceError) in try await cache.replaceContacts(contacts, userID: user.id, savedAt: date) },
            cached: { () async throws(ServiceError) in try await cache.contacts(userID: user.id) }
        )
    }

    /// Contact `id`: live, or from the cached copy when the API cannot be reached.
    /// - Throws: ``ServiceError/notFound`` when the user has no such contact; the API's error
    ///   when it cannot be reached and the cached copy does not have it.
    public func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        return try await readThrough.read(
            live: { () async throws(ServiceError) in try await client.contact(id: id) },
            save: { _, _ in },  // one contact does not replace the list's copy
            cached: { () async throws(ServiceError) -> CachedCopy<Contact>? in
                guard let copy = try await cache.contacts(userID: user.id), let contact = copy.value.first(where: { $0.id == id }) else {
                    return nil
                }
                return CachedCopy(value: contact, savedAt: copy.savedAt)
            }
        )
    }
}

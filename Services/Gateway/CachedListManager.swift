import Domain
import Foundation
import Networking
import Storage

/// One read-through cached manager for every list a user reads from the API (contacts,
/// products): each successful read replaces the user's copy in the client database; when the API
/// cannot be reached the copy answers, flagged ``FetchSource/cache(savedAt:)``. Domain's manager
/// protocols are its conditional conformances (`CachedListManager+Contacts.swift`, `+Products`).
struct CachedListManager<Entity: Sendable & Identifiable>: Sendable where Entity.ID == Int64 {
    /// Reads the live list.
    typealias LiveList = @Sendable (APIClient) async throws(ServiceError) -> [Entity]
    /// Reads one element live.
    typealias LiveElement = @Sendable (APIClient, Int64) async throws(ServiceError) -> Entity
    /// Replaces the user's cached copy.
    typealias Save = @Sendable (EntityCacheStore, [Entity], Int64, Date) async throws(ServiceError) -> Void
    /// Reads the user's cached copy.
    typealias Load = @Sendable (EntityCacheStore, Int64) async throws(ServiceError) -> CachedCopy<[Entity]>?

    private let client: APIClient
    private let cache: EntityCacheStore
    private let readThrough: ReadThroughCache
    private let liveList: LiveList
    private let liveElement: LiveElement?
    private let save: Save
    private let load: Load

    /// A manager reading through `client` and caching in `database` (a client database) with the
    /// given reads and writes.
    init(
        client: APIClient,
        database: SQLiteDatabase,
        clock: any GatewayClock,
        liveList: @escaping LiveList,
        liveElement: LiveElement? = nil,
        save: @escaping Save,
        load: @escaping Load
    ) {
        self.client = client
        self.cache = EntityCacheStore(database: database)
        self.readThrough = ReadThroughCache(clock: clock)
        self.liveList = liveList
        self.liveElement = liveElement
        self.save = save
        self.load = load
    }

    /// The logged-in user's list: live, or the cached copy when the API cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and nothing was cached.
    func list() async throws(ServiceError) -> Fetched<[Entity]> {
        try await list(of: LiveUserManager(credentials: client.credentials).currentUser())
    }

    /// `user`'s list, read and cached under `user`: live, or the cached copy when the API cannot be reached.
    /// - Throws: ``ServiceError/unauthorized`` when `user` is not the one logged in (the API answers
    ///   for its session's user only, so its answer must not be kept as another's); the API's error
    ///   when it cannot be reached and nothing was cached.
    func list(of user: User) async throws(ServiceError) -> Fetched<[Entity]> {
        guard try await LiveUserManager(credentials: client.credentials).currentUser().id == user.id else { throw .unauthorized }
        let (client, cache, liveList, save, load) = (client, cache, liveList, save, load)
        return try await readThrough.read(
            live: { () async throws(ServiceError) in try await liveList(client) },
            save: { list, date throws(ServiceError) in try await save(cache, list, user.id, date) },
            cached: { () async throws(ServiceError) in try await load(cache, user.id) }
        )
    }

    /// Element `id`: live (when the API serves single elements, else from the live list), or from
    /// the cached copy when the API cannot be reached. One element never replaces the list's copy.
    /// - Throws: ``ServiceError/notFound`` when the user has no such element; the API's error when
    ///   it cannot be reached and the cached copy does not have it.
    func element(id: Int64) async throws(ServiceError) -> Fetched<Entity> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        let (client, cache, liveList, liveElement, load) = (client, cache, liveList, liveElement, load)
        return try await readThrough.read(
            live: { () async throws(ServiceError) in
                if let liveElement { return try await liveElement(client, id) }
                guard let element = try await liveList(client).first(where: { $0.id == id }) else { throw .notFound }
                return element
            },
            save: { _, _ in },
            cached: { () async throws(ServiceError) -> CachedCopy<Entity>? in
                guard let copy = try await load(cache, user.id), let element = copy.value.first(where: { $0.id == id }) else {
                    return nil
                }
                return CachedCopy(value: element, savedAt: copy.savedAt)
            }
        )
    }
}

import Domain
import Foundation
import Networking
import Storage

/// Reads whole values through the user's copy on this device, as every cached service does: the
/// live value replaces the copy under its key; when the API cannot be reached the copy answers,
/// flagged ``FetchSource/cache(savedAt:)`` (see ``ReadThroughCache``). Copies are per user: the
/// one logged in on ``credentials``.
struct DocumentReadThrough: Sendable {
    /// Whose copies are read and written.
    let credentials: CredentialStore
    /// Where copies are kept.
    let store: DocumentCacheStore
    /// When a copy is saved.
    let clock: any GatewayClock

    /// Reads through `client`'s session user's copies in `database` (a client database).
    init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock) {
        credentials = client.credentials
        store = DocumentCacheStore(database: database)
        self.clock = clock
    }

    /// `live()`'s value, kept under `key`, or the user's copy under `key` when the API cannot be
    /// reached.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and there is no copy.
    func read<Value: Codable & Sendable>(
        key: String, live: () async throws(ServiceError) -> Value
    ) async throws(ServiceError) -> Fetched<Value> {
        let user = try await LiveUserManager(credentials: credentials).currentUser()
        let store = store
        return try await ReadThroughCache(clock: clock).read(
            live: live,
            save: { value, date throws(ServiceError) in try await store.replace(value, key: key, userID: user.id, savedAt: date) },
            cached: { () async throws(ServiceError) in try await store.document(Value.self, key: key, userID: user.id) }
        )
    }
}

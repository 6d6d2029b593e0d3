import Domain
import Foundation
import Networking
import Storage

/// Reads whole values through the user's copy on this device, as every cached service does: the
/// live value replaces the copy under its key; when the API cannot be reached the copy answers,
/// flagged ``FetchSource/cache(savedAt:)`` (see ``ReadThroughCache``). Copies are per user: the
/// one logged in on ``client``.
///
/// A copy is the API's answer as it came, its JSON bytes: keeping it costs no encoding, and it is
/// read back with the API's own decoder.
struct DocumentReadThrough: Sendable {
    /// Whose copies are read and written, and the API they come from.
    let client: APIClient
    /// Where copies are kept.
    let store: DocumentCacheStore
    /// When a copy is saved.
    let clock: any GatewayClock

    /// Reads through `client`'s session user's copies in `database` (a client database).
    init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock) {
        self.client = client
        store = DocumentCacheStore(database: database)
        self.clock = clock
    }

    /// The value of `live`'s answer, whose bytes are kept under `key`, or the user's copy under
    /// `key` when the API cannot be reached. A copy that no longer decodes as `Value` is no copy.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and there is no copy.
    func read<Value: Decodable & Sendable>(
        key: String, live: (APIClient) async throws(ServiceError) -> APIDocument<Value>
    ) async throws(ServiceError) -> Fetched<Value> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        let (client, store) = (client, store)
        return try await ReadThroughCache(clock: clock).read(
            live: { () async throws(ServiceError) in try await live(client) },
            save: { document, date throws(ServiceError) in try await store.replace(document.body, key: key, userID: user.id, savedAt: date) },
            cached: { () async throws(ServiceError) -> CachedCopy<APIDocument<Value>>? in
                guard let copy = try await store.document(key: key, userID: user.id),
                    let value = try? APIJSON.decoder().decode(Value.self, from: copy.value)
                else { return nil }
                return CachedCopy(value: APIDocument(value: value, body: copy.value), savedAt: copy.savedAt)
            }
        ).map(\.value)
    }
}

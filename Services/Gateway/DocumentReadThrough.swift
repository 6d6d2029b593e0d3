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
/// read back with the API's own decoder. The validator the API gave with it (its `ETag`) is kept
/// beside it, and a conditional read (``readRevalidating(key:live:)``) sends it back: while the API
/// answers `304 Not Modified` the copy is current and is answered live. The last documents read
/// are also kept in memory (``memo``, one per read-through, so per service of a session), so such
/// a read costs no read of the copy and no decode.
struct DocumentReadThrough: Sendable {
    /// Whose copies are read and written, and the API they come from.
    let client: APIClient
    /// Where copies are kept.
    let store: DocumentCacheStore
    /// When a copy is saved.
    let clock: any GatewayClock
    /// The documents this read-through read last, with their validators.
    let memo: DocumentMemo

    /// How long a copy the API confirmed current goes before its `saved_at` is written again: the
    /// offline banner says when the copy was last known current, to the minute; writing it on
    /// every `304` would cost a write per read again.
    static let confirmationInterval: TimeInterval = 60

    /// Reads through `client`'s session user's copies in `database` (a client database).
    init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock) {
        self.client = client
        store = DocumentCacheStore(database: database)
        self.clock = clock
        memo = DocumentMemo()
    }

    /// The value of `live`'s answer, whose bytes (and validator, if any) are kept under `key`, or
    /// the user's copy under `key` when the API cannot be reached. A copy that no longer decodes
    /// as `Value` is no copy. For values whose reads send no validator (the API gives them none).
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in; the API's error when it
    ///   cannot be reached and there is no copy.
    func read<Value: Decodable & Sendable>(
        key: String, live: (APIClient) async throws(ServiceError) -> APIDocument<Value>
    ) async throws(ServiceError) -> Fetched<Value> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        let (client, store) = (client, store)
        return try await ReadThroughCache(clock: clock).read(
            live: { () async throws(ServiceError) in try await live(client) },
            save: { document, date throws(ServiceError) in
                try await store.replace(document.body, validator: document.validator, key: key, userID: user.id, savedAt: date)
            },
            cached: { () async throws(ServiceError) -> CachedCopy<APIDocument<Value>>? in try await copy(key: key, userID: user.id) }
        ).map(\.value)
    }

    /// The value under `key` read conditionally: `live` is given the validator of the document
    /// kept (in memory, else the stored copy's; `nil` when there is none, and then it must send
    /// none) and answers whether it changed.
    ///
    /// - `304`: the kept value answers, `.live`; nothing is written, except the copy's `saved_at`
    ///   at most once per ``confirmationInterval``, and only while the copy is still the one the
    ///   API confirmed. From memory it costs no read of the copy and no decode; after a memory
    ///   miss the stored copy read before the request is decoded.
    /// - `200`: the new value answers, `.live`; it replaces the copy (bytes and validator) and is
    ///   kept in memory once the copy is written (so memory never holds what the copy does not).
    /// - The API cannot be reached: the stored copy answers, flagged, as with ``read(key:live:)``.
    ///
    /// A cancelled or failed read changes nothing in memory (a 401 empties it: the session is
    /// over); what memory holds is only ever answered after the API confirmed its validator.
    /// - Throws: ``ServiceError/unauthorized`` when nobody is logged in or the session was
    ///   refused; the API's error when it cannot be reached and there is no copy.
    func readRevalidating<Value: Decodable & Sendable>(
        key: String, live: (APIClient, String?) async throws(ServiceError) -> APIRevalidation<Value>
    ) async throws(ServiceError) -> Fetched<Value> {
        let user = try await LiveUserManager(credentials: client.credentials).currentUser()
        let remembered = memo.document(Value.self, key: key, userID: user.id)
        // On a memory miss, the stored copy: its validator, and its bytes if the API confirms it.
        let stored = remembered == nil ? try? await store.storedDocument(key: key, userID: user.id) : nil
        let answer: APIRevalidation<Value>
        do {
            answer = try await live(client, remembered?.validator ?? stored?.value.validator)
        } catch  where error.meansServerUnavailable {
            guard let copy: CachedCopy<APIDocument<Value>> = try await copy(key: key, userID: user.id) else {
                throw error
            }
            return Fetched(copy.value.value, source: .cache(savedAt: copy.savedAt))
        } catch {
            if error == .unauthorized { memo.removeAll() }
            throw error
        }
        switch answer {
        case .modified(let document):
            await keep(document, key: key, userID: user.id)
            return Fetched(document.value, source: .live)
        case .notModified:
            if let remembered {
                await confirm(remembered, key: key, userID: user.id)
                return Fetched(remembered.value, source: .live)
            }
            if let stored, let validator = stored.value.validator, let value = try? APIJSON.decoder().decode(Value.self, from: stored.value.body) {
                let document = MemoizedDocument(value: value, validator: validator, savedAt: stored.savedAt)
                memo.keep(document, key: key, userID: user.id)
                await confirm(document, key: key, userID: user.id)
                return Fetched(value, source: .live)
            }
            // Confirmed, but the copy no longer reads as `Value` (an update changed its shape):
            // read it in full.
            guard case .modified(let document) = try await live(client, nil) else {
                throw .invalidResponse("The server answered 304 Not Modified to a read that sent no validator.")
            }
            await keep(document, key: key, userID: user.id)
            return Fetched(document.value, source: .live)
        }
    }

    // MARK: Copies

    /// User `userID`'s copy under `key` decoded as `Value`, with its bytes; `nil` when there is
    /// none or it no longer decodes.
    private func copy<Value: Decodable & Sendable>(key: String, userID: Int64) async throws(ServiceError) -> CachedCopy<APIDocument<Value>>? {
        guard let copy = try await store.storedDocument(key: key, userID: userID),
            let value = try? APIJSON.decoder().decode(Value.self, from: copy.value.body)
        else { return nil }
        return CachedCopy(value: APIDocument(value: value, body: copy.value.body, validator: copy.value.validator), savedAt: copy.savedAt)
    }

    /// Replaces user `userID`'s copy under `key` with `document`, then keeps it in memory when it
    /// has a validator. A copy that cannot be written does not spoil the live answer; memory then
    /// forgets the key, so the next read asks for the document in full and writes it again.
    private func keep<Value: Sendable>(_ document: APIDocument<Value>, key: String, userID: Int64) async {
        let now = clock.now
        do {
            try await store.replace(document.body, validator: document.validator, key: key, userID: userID, savedAt: now)
        } catch {
            memo.forget(key: key, userID: userID)
            return
        }
        if let validator = document.validator {
            memo.keep(MemoizedDocument(value: document.value, validator: validator, savedAt: now), key: key, userID: userID)
        } else {
            memo.forget(key: key, userID: userID)
        }
    }

    /// Marks user `userID`'s copy under `key` current now, after a `304` for `document`'s
    /// validator, when it was last marked ``confirmationInterval`` or more ago. When the copy was
    /// replaced or removed meanwhile (another session of the user wrote another answer), memory
    /// forgets the key, so the next read starts from the copy as it is.
    private func confirm<Value: Sendable>(_ document: MemoizedDocument<Value>, key: String, userID: Int64) async {
        let now = clock.now
        guard now.timeIntervalSince(document.savedAt) >= Self.confirmationInterval else {
            return
        }
        switch try? await store.confirm(key: key, userID: userID, validator: document.validator, at: now) {
        case true?:
            memo.confirm(key: key, userID: userID, validator: document.validator, at: now)
        case false?:
            memo.forget(key: key, userID: userID)
        case nil:
            // Not written: the next `304` after this one tries again.
            break
        }
    }
}

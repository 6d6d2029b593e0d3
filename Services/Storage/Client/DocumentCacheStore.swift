import Domain
import Foundation
import GRDB

/// Each user's last copy of values the app reads whole from the API and shows when the API cannot
/// be reached (a page of items, the employee directory, the account's details), in the client
/// database, each under a key and kept as the JSON bytes the API answered with, beside the
/// validator (`ETag`) the API gave with them, if any: a read-through service replaces a copy after
/// every read the API answered in full, confirms it when the API answered that it is still
/// current, and reads it when the API is down.
public struct DocumentCacheStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the document cache of `database` (a client database).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Replaces user `userID`'s copy under `key` with `body`, given without a validator, saved at
    /// `date`.
    public func replace(_ body: Data, key: String, userID: Int64, savedAt date: Date) async throws(ServiceError) {
        try await replace(body, validator: nil, key: key, userID: userID, savedAt: date)
    }

    /// Replaces user `userID`'s copy under `key` with `body` and its `validator`, saved at `date`.
    public func replace(_ body: Data, validator: String?, key: String, userID: Int64, savedAt date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO cached_document (user_id, key, body, validator, saved_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [userID, key, body, validator, Milliseconds.from(date)]
            )
        }
    }

    /// User `userID`'s copy under `key`, the bytes as they were saved, or `nil` when there is none.
    public func document(key: String, userID: Int64) async throws(ServiceError) -> CachedCopy<Data>? {
        try await storedDocument(key: key, userID: userID).map { CachedCopy(value: $0.value.body, savedAt: $0.savedAt) }
    }

    /// User `userID`'s copy under `key` with its validator, read together (a validator always
    /// belongs to the bytes it came with), or `nil` when there is none.
    public func storedDocument(key: String, userID: Int64) async throws(ServiceError) -> CachedCopy<StoredDocument>? {
        let row = try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT body, validator, saved_at FROM cached_document WHERE user_id = ? AND key = ?", arguments: [userID, key]
            )
            .map { (body: $0[0] as Data, validator: $0[1] as String?, savedAt: $0[2] as Int64) }
        }
        return row.map { CachedCopy(value: StoredDocument(body: $0.body, validator: $0.validator), savedAt: Milliseconds.date($0.savedAt)) }
    }

    /// Marks user `userID`'s copy under `key` as saved at `date` (known current then) when it is
    /// still the copy given with `validator`; a copy replaced meanwhile is left as it is.
    /// - Returns: Whether it did (`false` when there is no such copy, or it has another validator).
    @discardableResult
    public func confirm(key: String, userID: Int64, validator: String, at date: Date) async throws(ServiceError) -> Bool {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE cached_document SET saved_at = ? WHERE user_id = ? AND key = ? AND validator = ?",
                arguments: [Milliseconds.from(date), userID, key, validator]
            )
            return db.changesCount > 0
        }
    }
}

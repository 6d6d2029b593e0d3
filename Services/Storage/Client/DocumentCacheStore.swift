import Domain
import Foundation
import GRDB

/// Each user's last copy of values the app reads whole from the API and shows when the API cannot
/// be reached (a page of items, the employee directory, the account's details), in the client
/// database, each under a key and kept as JSON: a read-through service replaces a copy after every
/// successful read and reads it when the API is down.
public struct DocumentCacheStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the document cache of `database` (a client database).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Replaces user `userID`'s copy under `key` with `value`, saved at `date`.
    public func replace<Value: Encodable & Sendable>(_ value: Value, key: String, userID: Int64, savedAt date: Date) async throws(ServiceError) {
        let body: Data
        do {
            body = try JSONEncoder().encode(value)
        } catch {
            throw .storage("The copy of \(key) could not be encoded: \(error)")
        }
        try await database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO cached_document (user_id, key, body, saved_at) VALUES (?, ?, ?, ?)",
                arguments: [userID, key, body, Milliseconds.from(date)]
            )
        }
    }

    /// User `userID`'s copy under `key`, or `nil` when there is none (or it no longer decodes as
    /// `Value`, after an app update changed its shape).
    public func document<Value: Decodable & Sendable>(_ type: Value.Type, key: String, userID: Int64) async throws(ServiceError) -> CachedCopy<Value>?
    {
        let row = try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT body, saved_at FROM cached_document WHERE user_id = ? AND key = ?", arguments: [userID, key])
                .map { (body: $0[0] as Data, savedAt: $0[1] as Int64) }
        }
        guard let row, let value = try? JSONDecoder().decode(Value.self, from: row.body) else { return nil }
        return CachedCopy(value: value, savedAt: Milliseconds.date(row.savedAt))
    }
}

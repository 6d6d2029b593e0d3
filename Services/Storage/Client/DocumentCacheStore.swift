import Domain
import Foundation
import GRDB

/// Each user's last copy of values the app reads whole from the API and shows when the API cannot
/// be reached (a page of items, the employee directory, the account's details), in the client
/// database, each under a key and kept as the JSON bytes the API answered with: a read-through
/// service replaces a copy after every successful read and reads it when the API is down.
public struct DocumentCacheStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the document cache of `database` (a client database).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Replaces user `userID`'s copy under `key` with `body`, saved at `date`.
    public func replace(_ body: Data, key: String, userID: Int64, savedAt date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO cached_document (user_id, key, body, saved_at) VALUES (?, ?, ?, ?)",
                arguments: [userID, key, body, Milliseconds.from(date)]
            )
        }
    }

    /// User `userID`'s copy under `key`, the bytes as they were saved, or `nil` when there is none.
    public func document(key: String, userID: Int64) async throws(ServiceError) -> CachedCopy<Data>? {
        let row = try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT body, saved_at FROM cached_document WHERE user_id = ? AND key = ?", arguments: [userID, key])
                .map { (body: $0[0] as Data, savedAt: $0[1] as Int64) }
        }
        return row.map { CachedCopy(value: $0.body, savedAt: Milliseconds.date($0.savedAt)) }
    }
}

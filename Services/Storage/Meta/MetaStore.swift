import Domain
import GRDB

/// String values by key, kept in the database itself (which seeding already ran, …).
public struct MetaStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `meta` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The value stored for `key`, if any.
    public func value(for key: String) async throws(ServiceError) -> String? {
        try await database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key])
        }
    }

    /// Stores `value` for `key`, replacing any previous value; `nil` removes the key.
    public func setValue(_ value: String?, for key: String) async throws(ServiceError) {
        try await database.write { db in
            if let value {
                try db.execute(
                    sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                    arguments: [key, value]
                )
            } else {
                try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [key])
            }
        }
    }
}

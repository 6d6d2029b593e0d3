import Domain
import GRDB

/// String values by key, kept in the database itself (which seeding already ran, …).
public struct MetaStore: Sendable {
    /// The key of the database's epoch: a random value made once, by the migration that added it
    /// (so by the first opening of a new file), and never changed. The API names it in every
    /// validator it gives (see ``ItemStore/items(userID:offset:limit:unlessHeld:)``), so a validator
    /// from another file, or from this path's file before it was made again, never matches.
    static let epochKey = "database_epoch"

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

    /// Stores a new random epoch under ``epochKey`` (128 bits from SQLite's own generator, as hex)
    /// unless the database has one.
    static func makeEpoch(_ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO meta (key, value) VALUES (?, lower(hex(randomblob(16)))) ON CONFLICT(key) DO NOTHING",
            arguments: [epochKey]
        )
    }
}

import Domain
import GRDB

/// Each user's feature flag values: a row per user and flag a person turned on or off, so turning
/// a successor on for one account is a row in a table, not a release. A flag with no row keeps
/// its default (the composition root's registry says it).
public struct FeatureFlagStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the flags of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// The values user `userID` sets, by flag name.
    public func values(userID: Int64) async throws(ServiceError) -> [String: Bool] {
        try await database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, value FROM feature_flag WHERE user_id = ?", arguments: [userID])
            return Dictionary(rows.map { (row: Row) -> (String, Bool) in (row[0], row[1]) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Sets flag `name` to `value` for user `userID`; `nil` removes the row, so the flag follows
    /// its default again.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `name` is empty.
    public func set(_ name: String, to value: Bool?, userID: Int64) async throws(ServiceError) {
        guard !name.isEmpty else { throw .invalidRequest("A feature flag needs a name.") }
        try await database.write { db in
            if let value {
                try db.execute(
                    sql: """
                        INSERT INTO feature_flag (user_id, name, value) VALUES (?, ?, ?)
                        ON CONFLICT(user_id, name) DO UPDATE SET value = excluded.value
                        """,
                    arguments: [userID, name, value]
                )
            } else {
                try db.execute(sql: "DELETE FROM feature_flag WHERE user_id = ? AND name = ?", arguments: [userID, name])
            }
        }
    }

    /// Sets flag `name` to `value` for user `userID` unless the user has a value for it already:
    /// what seeding does, so a value flipped since is never reset.
    public func seed(_ name: String, to value: Bool, userID: Int64) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO feature_flag (user_id, name, value) VALUES (?, ?, ?) ON CONFLICT(user_id, name) DO NOTHING",
                arguments: [userID, name, value]
            )
        }
    }

    /// Creates the table: a row per user and flag, gone with its user.
    static func createTable(_ db: Database) throws {
        try db.create(table: "feature_flag", options: .withoutRowID) { table in
            table.column("user_id", .integer).notNull().references("user", onDelete: .cascade)
            table.column("name", .text).notNull()
            table.column("value", .boolean).notNull()
            table.primaryKey(["user_id", "name"])
        }
    }
}

import Domain
import GRDB

/// The users of a ``SQLiteDatabase``, with their password hashes.
public struct UserStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the users of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Adds a user and returns it with its new id.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `username` is empty or taken.
    public func insert(username: String, displayName: String, passwordHash: String) async throws(ServiceError) -> User {
        guard !username.isEmpty else {
            throw .invalidRequest("A username cannot be empty.")
        }
        return try await database.write { db in
            let taken =
                try Bool.fetchOne(
                    db,
                    sql: "SELECT EXISTS (SELECT 1 FROM user WHERE username = ?)",
                    arguments: [username]
                ) ?? false
            guard !taken else {
                throw ServiceError.invalidRequest("The username \(username) is already taken.")
            }
            try db.execute(
                sql: "INSERT INTO user (username, display_name, password_hash) VALUES (?, ?, ?)",
                arguments: [username, displayName, passwordHash]
            )
            return User(id: db.lastInsertedRowID, username: username, displayName: displayName)
        }
    }

    /// The user logging in as `username` and their password hash, if there is one.
    public func credentials(username: String) async throws(ServiceError) -> UserCredentials? {
        try await database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT id, username, display_name, password_hash FROM user WHERE username = ?",
                arguments: [username]
            )
            return row.map { row in
                UserCredentials(user: User(id: row[0], username: row[1], displayName: row[2]), passwordHash: row[3])
            }
        }
    }

    /// The user with `id`, if there is one.
    public func user(id: Int64) async throws(ServiceError) -> User? {
        try await database.read { db in
            let row = try Row.fetchOne(db, sql: "SELECT id, username, display_name FROM user WHERE id = ?", arguments: [id])
            return row.map { row in User(id: row[0], username: row[1], displayName: row[2]) }
        }
    }
}

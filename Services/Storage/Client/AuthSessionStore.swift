import Domain
import Foundation
import GRDB

/// The latest ``AuthSession`` of each user, in the client database, so the order outbox can send
/// a user's pending orders with their session after the app restarts.
public struct AuthSessionStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `stored_session` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Keeps `session` as its user's latest, replacing the previous one.
    public func save(_ session: AuthSession, at date: Date = Date()) async throws(ServiceError) {
        try await database.write { db in
            try Self.save(db, session, at: date)
        }
    }

    /// The latest session of user `userID`, if any.
    public func session(userID: Int64) async throws(ServiceError) -> AuthSession? {
        try await database.read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT token, user_id, username, display_name FROM stored_session WHERE user_id = ?",
                arguments: [userID]
            ).map { row in
                AuthSession(token: row[0], user: User(id: row[1], username: row[2], displayName: row[3]))
            }
        }
    }

    /// Saves `session` inside a transaction.
    static func save(_ db: Database, _ session: AuthSession, at date: Date) throws {
        try db.execute(
            sql: """
                INSERT INTO stored_session (user_id, token, username, display_name, saved_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, username = excluded.username,
                    display_name = excluded.display_name, saved_at = excluded.saved_at
                """,
            arguments: [session.user.id, session.token, session.user.username, session.user.displayName, Milliseconds.from(date)]
        )
    }
}

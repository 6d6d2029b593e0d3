import Domain
import Foundation
import GRDB

/// The latest ``SignIn`` of each user, in the client database, so the order outbox can send
/// a user's pending orders with their sign-in after the app restarts; and the tokens of sign-ins
/// logged out that the API has not been told about yet.
public struct SignInStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `stored_session` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Keeps `signIn` as its user's latest, replacing the previous one.
    public func save(_ signIn: SignIn, at date: Date = Date()) async throws(ServiceError) {
        try await database.write { db in
            try Self.save(db, signIn, at: date)
        }
    }

    /// The latest sign-in of user `userID`, if any.
    public func signIn(userID: Int64) async throws(ServiceError) -> SignIn? {
        try await database.read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT token, user_id, username, display_name FROM stored_session WHERE user_id = ?",
                arguments: [userID]
            ).map { row in
                SignIn(token: row[0], user: User(id: row[1], username: row[2], displayName: row[3]))
            }
        }
    }

    /// Ends `signIn` in the file: its token is queued to be revoked on the server and, unless its
    /// user has orders still waiting to be sent (they go out with it first), no longer kept as the
    /// user's latest at once.
    public func end(_ signIn: SignIn, at date: Date = Date()) async throws(ServiceError) {
        try await database.write { db in
            if try !Self.hasPendingOrders(db, userID: signIn.user.id) {
                try db.execute(
                    sql: "DELETE FROM stored_session WHERE user_id = ? AND token = ?", arguments: [signIn.user.id, signIn.token])
            }
            try db.execute(
                sql: "INSERT OR IGNORE INTO pending_logout (token, user_id, queued_at) VALUES (?, ?, ?)",
                arguments: [signIn.token, signIn.user.id, Milliseconds.from(date)]
            )
        }
    }

    /// The tokens of sign-ins ended and not yet revoked on the server whose users have no order
    /// waiting to be sent with them, oldest first.
    public func logoutsDue() async throws(ServiceError) -> [String] {
        try await database.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT token FROM pending_logout WHERE NOT EXISTS (
                        SELECT 1 FROM local_order WHERE local_order.user_id = pending_logout.user_id AND status = ?
                    ) ORDER BY queued_at, token
                    """,
                arguments: [OrderStatus.pending.rawValue]
            )
        }
    }

    /// How many ended sign-ins wait to be revoked on the server, due or not.
    public func pendingLogoutCount() async throws(ServiceError) -> Int {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pending_logout") ?? 0
        }
    }

    /// Forgets `token`: the server has ended its sign-in, so neither its pending logout nor a
    /// stored copy of it is kept.
    public func logoutSent(token: String) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM pending_logout WHERE token = ?", arguments: [token])
            try db.execute(sql: "DELETE FROM stored_session WHERE token = ?", arguments: [token])
        }
    }

    private static func hasPendingOrders(_ db: Database, userID: Int64) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM local_order WHERE user_id = ? AND status = ?)",
            arguments: [userID, OrderStatus.pending.rawValue]) ?? false
    }

    /// Saves `signIn` inside a transaction.
    static func save(_ db: Database, _ signIn: SignIn, at date: Date) throws {
        try db.execute(
            sql: """
                INSERT INTO stored_session (user_id, token, username, display_name, saved_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, username = excluded.username,
                    display_name = excluded.display_name, saved_at = excluded.saved_at
                """,
            arguments: [signIn.user.id, signIn.token, signIn.user.username, signIn.user.displayName, Milliseconds.from(date)]
        )
    }
}

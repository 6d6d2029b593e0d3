import Domain
import Foundation
import GRDB

/// The bearer tokens of a ``SQLiteDatabase``: each one opens a session for a user until it is
/// deleted (a logout) or its ``TokenLifetimes`` run out. They live in the file, so sessions
/// survive a restart of the process.
public struct TokenStore: Sendable {
    /// How many random bytes a token carries (it is written as twice as many hex digits).
    public static let tokenByteCount = 32

    private let database: SQLiteDatabase
    /// How long tokens live.
    public let lifetimes: TokenLifetimes
    private let now: @Sendable () -> Date

    /// A store reading and writing the tokens of `database`, which live for `lifetimes`, by the
    /// clock `now`.
    public init(database: SQLiteDatabase, lifetimes: TokenLifetimes = TokenLifetimes(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.lifetimes = lifetimes
        self.now = now
    }

    /// Creates and stores a new token for user `userID`: 32 bytes from the system's secure random
    /// generator, as lowercase hex. Tokens whose lifetime ran out are deleted on the way.
    /// - Throws: ``ServiceError/storage(_:)`` when there is no such user.
    public func create(userID: Int64) async throws(ServiceError) -> String {
        let token = Self.randomToken()
        let now = Milliseconds.from(self.now())
        let (idleSince, madeSince) = cutoffs(now)
        try await database.write { db in
            try db.execute(sql: "DELETE FROM token WHERE last_used_at <= ?", arguments: [idleSince])
            try db.execute(sql: "DELETE FROM token WHERE created_at <= ?", arguments: [madeSince])
            try db.execute(
                sql: "INSERT INTO token (token, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)",
                arguments: [token, userID, now, now]
            )
        }
        return token
    }

    /// The id of the user `token` belongs to, or `nil` when the token is unknown or its lifetime
    /// ran out (it is deleted then). A token in use has its idle lifetime renewed.
    public func userID(token: String) async throws(ServiceError) -> Int64? {
        let now = Milliseconds.from(self.now())
        let (idleSince, madeSince) = cutoffs(now)
        let found = try await database.read { db -> (userID: Int64, createdAt: Int64, lastUsedAt: Int64)? in
            // Every API request asks: the statement stays prepared on the connection.
            try Row.fetchOne(db.cachedStatement(sql: "SELECT user_id, created_at, last_used_at FROM token WHERE token = ?"), arguments: [token])
                .map { row in (row[0], row[1], row[2]) }
        }
        guard let (userID, createdAt, lastUsedAt) = found else { return nil }
        if lastUsedAt <= idleSince || createdAt <= madeSince {
            try await delete(token: token)
            return nil
        }
        if now - lastUsedAt >= Self.milliseconds(lifetimes.renewal) {
            try await database.write { db in
                try db.execute(sql: "UPDATE token SET last_used_at = ? WHERE token = ?", arguments: [now, token])
            }
        }
        return userID
    }

    /// Forgets `token`; returns whether it existed.
    @discardableResult
    public func delete(token: String) async throws(ServiceError) -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM token WHERE token = ?", arguments: [token])
            return db.changesCount > 0
        }
    }

    /// The last-use and creation times at or before which a token has expired, at `now`.
    private func cutoffs(_ now: Int64) -> (idle: Int64, made: Int64) {
        (now - Self.milliseconds(lifetimes.idle), now - Self.milliseconds(lifetimes.absolute))
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    /// ``tokenByteCount`` random bytes from `SystemRandomNumberGenerator`, as lowercase hex.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(tokenByteCount * 2)
        for _ in 0 ..< tokenByteCount {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}

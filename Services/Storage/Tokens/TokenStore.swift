import Domain
import Foundation
import GRDB

/// The bearer tokens of a ``SQLiteDatabase``: each one opens a session for a user. They live in
/// the file, so sessions survive a restart of the process.
public struct TokenStore: Sendable {
    /// How many random bytes a token carries (it is written as twice as many hex digits).
    public static let tokenByteCount = 32

    private let database: SQLiteDatabase

    /// A store reading and writing the tokens of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Creates and stores a new token for user `userID`: 32 bytes from the system's secure random
    /// generator, as lowercase hex.
    /// - Throws: ``ServiceError/storage(_:)`` when there is no such user.
    public func create(userID: Int64) async throws(ServiceError) -> String {
        let token = Self.randomToken()
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        try await database.write { db in
            try db.execute(
                sql: "INSERT INTO token (token, user_id, created_at) VALUES (?, ?, ?)",
                arguments: [token, userID, now]
            )
        }
        return token
    }

    /// The id of the user `token` belongs to, or `nil` when the token is unknown.
    public func userID(token: String) async throws(ServiceError) -> Int64? {
        try await database.read { db in
            try Int64.fetchOne(db, sql: "SELECT user_id FROM token WHERE token = ?", arguments: [token])
        }
    }

    /// Forgets `token`; returns whether it existed.
    @discardableResult
    public func delete(token: String) async throws(ServiceError) -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM token WHERE token = ?", arguments: [token])
            return db.changesCount > 0
        }
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

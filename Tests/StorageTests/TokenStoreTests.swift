import Domain
import Foundation
import Storage
import Synchronization
import Testing
import ViperKitTesting

@Suite("Token store")
struct TokenStoreTests {
    @Test("a created token is 64 hex digits, resolves to its user and survives reopening the file")
    func tokensSurviveReopen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path())
        let user = try await UserStore(database: first).insert(username: "ada", displayName: "Ada", passwordHash: "x")
        let token = try await TokenStore(database: first).create(userID: user.id)
        try first.close()

        #expect(token.count == 64)
        #expect(token.allSatisfy { $0.isHexDigit })
        let reopened = try SQLiteDatabase(path: directory.path())
        defer { try? reopened.close() }
        #expect(try await TokenStore(database: reopened).userID(token: token) == user.id)
    }

    @Test("tokens are all different")
    func tokensAreUnique() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert(username: "ada", displayName: "Ada", passwordHash: "x")
        let tokens = TokenStore(database: database)

        var seen = Set<String>()
        for _ in 0 ..< 20 {
            seen.insert(try await tokens.create(userID: user.id))
        }
        #expect(seen.count == 20)
    }

    @Test("a deleted or unknown token resolves to nobody")
    func deletedToken() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert(username: "ada", displayName: "Ada", passwordHash: "x")
        let tokens = TokenStore(database: database)
        let token = try await tokens.create(userID: user.id)

        #expect(try await tokens.delete(token: token))
        #expect(try await tokens.userID(token: token) == nil)
        #expect(try await tokens.delete(token: token) == false)
        #expect(try await tokens.userID(token: "unknown") == nil)
    }

    @Test("a token cannot be made for a user that does not exist")
    func tokenForMissingUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }

        let error = await #expect(throws: ServiceError.self) {
            try await TokenStore(database: database).create(userID: 42)
        }
        guard case .storage = error else {
            Issue.record("Expected a storage error, got \(String(describing: error))")
            return
        }
    }
}

@Suite("Token lifetimes")
struct TokenLifetimeTests {
    /// A clock a test moves by hand.
    private final class Clock: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 1_700_000_000))
        var now: Date { date.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
    }

    private func withTokens(_ body: (TokenStore, Clock, Int64) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert(username: "ada", displayName: "Ada", passwordHash: "x")
        let clock = Clock()
        let tokens = TokenStore(database: database, lifetimes: TokenLifetimes(idle: .seconds(600), absolute: .seconds(3600)), now: { clock.now })
        try await body(tokens, clock, user.id)
    }

    @Test("a token unused for its idle lifetime is gone; one used within it lives on")
    func idle() async throws {
        try await withTokens { tokens, clock, userID in
            let used = try await tokens.create(userID: userID)
            let unused = try await tokens.create(userID: userID)
            clock.advance(500)
            #expect(try await tokens.userID(token: used) == userID, "used at 500 s: renewed")
            clock.advance(200)
            #expect(try await tokens.userID(token: used) == userID, "700 s old, 200 s since its last use")
            #expect(try await tokens.userID(token: unused) == nil, "700 s without use")
            #expect(try await tokens.delete(token: unused) == false, "an expired token is deleted when it is met")
        }
    }

    @Test("a token in steady use ends at its absolute lifetime")
    func absolute() async throws {
        try await withTokens { tokens, clock, userID in
            let token = try await tokens.create(userID: userID)
            for _ in 0 ..< 11 {
                clock.advance(300)
                #expect(try await tokens.userID(token: token) == userID)
            }
            clock.advance(300)
            #expect(try await tokens.userID(token: token) == nil, "3,600 s after it was made")
        }
    }

    @Test("making a token deletes the expired ones, used or not")
    func purge() async throws {
        try await withTokens { tokens, clock, userID in
            let old = try await tokens.create(userID: userID)
            clock.advance(601)
            _ = try await tokens.create(userID: userID)
            #expect(try await tokens.delete(token: old) == false, "already deleted by the second create")
        }
    }
}

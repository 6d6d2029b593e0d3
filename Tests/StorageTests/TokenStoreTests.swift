import Domain
import Storage
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

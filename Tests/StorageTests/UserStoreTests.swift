import Domain
import Storage
import Testing
import ViperKitTesting

@Suite("User store")
struct UserStoreTests {
    @Test("an inserted user is found by username, with its hash, and by id")
    func insertAndFind() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let users = UserStore(database: database)

        let user = try await users.insert(username: "ada", displayName: "Ada Lovelace", passwordHash: "$2b$04$hash")

        #expect(user.id > 0)
        #expect(user.username == "ada")
        #expect(try await users.credentials(username: "ada") == UserCredentials(user: user, passwordHash: "$2b$04$hash"))
        #expect(try await users.user(id: user.id) == user)
    }

    @Test("unknown usernames and ids find nobody")
    func unknownUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let users = UserStore(database: database)

        #expect(try await users.credentials(username: "nobody") == nil)
        #expect(try await users.user(id: 99) == nil)
    }

    @Test("a username is taken once; an empty one is refused", arguments: ["ada", ""])
    func refusedUsernames(username: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let users = UserStore(database: database)
        _ = try await users.insert(username: "ada", displayName: "Ada", passwordHash: "x")

        let error = await #expect(throws: ServiceError.self) {
            try await users.insert(username: username, displayName: "Other", passwordHash: "y")
        }
        guard case .invalidRequest = error else {
            Issue.record("Expected invalidRequest, got \(String(describing: error))")
            return
        }
    }
}

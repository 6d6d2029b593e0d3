import Domain
import Storage
import Testing
import ViperKitTesting

@Suite("Feature flags per user in a real SQLite file")
struct FeatureFlagStoreTests {
    @Test("a user's values are rows: set, replaced and removed (back to the default) per user; seeding never resets a flip")
    func rowsPerUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path("api.sqlite"))
        defer { try? database.close() }
        let users = UserStore(database: database)
        let alice = try await users.insert(username: "alice", displayName: "Alice", passwordHash: "x")
        let bob = try await users.insert(username: "bob", displayName: "Bob", passwordHash: "x")
        let flags = FeatureFlagStore(database: database)

        #expect(try await flags.values(userID: alice.id) == [:])
        try await flags.seed("item-detail-next", to: true, userID: alice.id)
        #expect(try await flags.values(userID: alice.id) == ["item-detail-next": true])
        #expect(try await flags.values(userID: bob.id) == [:])

        try await flags.set("item-detail-next", to: false, userID: alice.id)
        try await flags.seed("item-detail-next", to: true, userID: alice.id)
        #expect(try await flags.values(userID: alice.id) == ["item-detail-next": false])

        try await flags.set("item-detail-next", to: nil, userID: alice.id)
        #expect(try await flags.values(userID: alice.id) == [:])
        await #expect(throws: ServiceError.self) { try await flags.set("", to: true, userID: bob.id) }
    }
}

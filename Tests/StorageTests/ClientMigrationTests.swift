import Domain
import Foundation
import GRDB
import Testing
import ViperKitTesting

@testable import Storage

@Suite("Client database migrations")
struct ClientMigrationTests {
    @Test("a client file from before orders were keyed per user keeps every order, and afterwards two users can use one key")
    func ordersKeyedPerUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("app.sqlite")
        let old = try DatabaseQueue(path: path)
        try ClientDatabaseSchema.migrator.migrate(old, upTo: "client v1: cache, outbox, sessions")
        try await old.write { db in
            for (key, user, status) in [("k1", 7, "pending"), ("k2", 7, "sent"), ("k3", 8, "refused")] {
                try db.execute(
                    sql: """
                        INSERT INTO local_order (key, user_id, contact_id, contact_name, product_id, product_name, quantity,
                            unit_price, item_total, tax, total, created_at, status, attempts, next_attempt_at, last_error, saved_at)
                        VALUES (?, ?, 1, 'Ada Abbott', 2, 'Lamp', 2, 1999, 3998, 320, 4318, 1800000000000, ?, 0, 0, NULL, 1800000000000)
                        """,
                    arguments: [key, user, status]
                )
            }
        }
        try old.close()

        let database = try SQLiteDatabase(path: path, schema: .client)
        defer { try? database.close() }
        let entries = try await OutboxStore(database: database).allEntries()
        #expect(entries.map(\.key).sorted() == ["k1", "k2", "k3"])
        #expect(Set(entries.map(\.userID)) == [7, 8])
        #expect(try await database.appliedMigrations() == SQLiteSchema.client.migrations)

        let alice = SignIn(token: "t", user: User(id: 8, username: "alice", displayName: "Alice"))
        let draft = OrderDraft(
            key: "k1", userID: alice.user.id, contactID: 1, productID: 2, quantity: 5, createdAt: Date(timeIntervalSince1970: 1_800_000_000))
        let order = Order(
            draft: draft, contactName: "Ada Abbott", product: Product(id: 2, name: "Lamp", unitPrice: Money(cents: 1_999)), status: .pending)
        let saved = try await OutboxStore(database: database).save(order, signIn: alice, at: Date(timeIntervalSince1970: 1_800_000_100))
        #expect(saved.isNew, "alice's k1 is her own order, not the demo user's")
        #expect(try await OutboxStore(database: database).allEntries().count == 4)
    }

    @Test("a client file from before copies were the API's bytes drops its copies, which the API's decoder would misread, and keeps the rest")
    func documentsAsTheAPIsBytes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("app.sqlite")
        let old = try DatabaseQueue(path: path)
        try ClientDatabaseSchema.migrator.migrate(old, upTo: "client v4: logouts to send")
        try await old.write { db in
            try db.execute(
                sql: "INSERT INTO cached_document (user_id, key, body, saved_at) VALUES (7, 'account', ?, 1800000000000)",
                arguments: [Data(#"{"memberSince":620000000}"#.utf8)])
            try db.execute(sql: "INSERT INTO pending_logout (token, user_id, queued_at) VALUES ('t', 7, 1800000000000)")
        }
        try old.close()

        let database = try SQLiteDatabase(path: path, schema: .client)
        defer { try? database.close() }
        #expect(try await DocumentCacheStore(database: database).document(key: "account", userID: 7) == nil)
        #expect(try await database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM pending_logout") } == 1)
        #expect(try await database.appliedMigrations() == SQLiteSchema.client.migrations)
    }

    @Test("a client file from before document validators keeps its copies, without a validator, so they are read in full once more")
    func documentValidators() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("app.sqlite")
        let old = try DatabaseQueue(path: path)
        try ClientDatabaseSchema.migrator.migrate(old, upTo: "client v5: cached documents as the API's bytes")
        let body = Data(#"{"items":[],"offset":0,"total":0}"#.utf8)
        try await old.write { db in
            try db.execute(
                sql: "INSERT INTO cached_document (user_id, key, body, saved_at) VALUES (7, 'items:0:50', ?, 1800000000000)", arguments: [body])
        }
        try old.close()

        let database = try SQLiteDatabase(path: path, schema: .client)
        defer { try? database.close() }
        let copy = try await DocumentCacheStore(database: database).storedDocument(key: "items:0:50", userID: 7)
        #expect(copy == CachedCopy(value: StoredDocument(body: body, validator: nil), savedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(try await database.appliedMigrations() == SQLiteSchema.client.migrations)
    }
}

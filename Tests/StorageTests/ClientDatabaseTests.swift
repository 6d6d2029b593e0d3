import Domain
import Foundation
import Storage
import Testing
import ViperKitTesting

@Suite("Client database: cache, outbox and sessions")
struct ClientDatabaseTests {
    static let user = User(id: 7, username: "demo", displayName: "Demo User")
    static let signIn = SignIn(token: "token-1", user: user)
    static let alice = SignIn(token: "token-2", user: User(id: 8, username: "alice", displayName: "Alice"))

    /// Order `key` of the demo user.
    static func id(_ key: String) -> OutboxKey { OutboxKey(userID: user.id, key: key) }

    static func order(_ key: String, quantity: Int = 2, at date: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> Order {
        let draft = OrderDraft(key: key, userID: user.id, contactID: 1, productID: 2, quantity: quantity, createdAt: date)
        return Order(draft: draft, contactName: "Ada Abbott", product: Product(id: 2, name: "Lamp", unitPrice: Money(cents: 1_999)), status: .pending)
    }

    @Test("the client schema has its own tables, and neither schema opens the other's file")
    func separateSchemas() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let client = try SQLiteDatabase(path: directory.path("app.sqlite"), schema: .client)
        let tables = try await client.tableNames()
        #expect(try await client.appliedMigrations() == SQLiteSchema.client.migrations)
        try client.close()
        try SQLiteDatabase(path: directory.path("api.sqlite")).close()

        #expect(tables == ["cached_contact", "cached_document", "cached_product", "cache_state", "local_order", "pending_logout", "stored_session"])
        #expect(throws: ServiceError.self) { try SQLiteDatabase(path: directory.path("api.sqlite"), schema: .client) }
        #expect(throws: ServiceError.self) { try SQLiteDatabase(path: directory.path("app.sqlite"), schema: .api) }
    }

    @Test("saving the same order twice keeps one row and returns the stored one; the row and the session survive reopening the file")
    func outboxSavesOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path(), schema: .client)
        let now = Date(timeIntervalSince1970: 1_800_000_100)

        let saved = try await OutboxStore(database: first).save(Self.order("k1"), signIn: Self.signIn, at: now)
        let again = try await OutboxStore(database: first).save(Self.order("k1", quantity: 9), signIn: Self.signIn, at: now)
        try first.close()

        let second = try SQLiteDatabase(path: directory.path(), schema: .client)
        defer { try? second.close() }
        let rows = try await OutboxStore(database: second).allEntries()
        let signIn = try await SignInStore(database: second).signIn(userID: Self.user.id)

        #expect(saved.isNew && !again.isNew)
        #expect(again.entry == saved.entry && again.entry.order.quantity == 2)
        #expect(rows.map(\.key) == ["k1"] && rows.first?.order.status == .pending && rows.first?.userID == Self.user.id)
        #expect(signIn == Self.signIn)
    }

    @Test("pending orders are listed oldest first; retries, refusals and sends are recorded")
    func outboxLifecycle() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path(), schema: .client)
        defer { try? database.close() }
        let outbox = OutboxStore(database: database)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        for (n, key) in ["a", "b", "c"].enumerated() {
            _ = try await outbox.save(Self.order(key), signIn: Self.signIn, at: start.addingTimeInterval(Double(n)))
        }

        try await outbox.markRetry(Self.id("a"), nextAttemptAt: start.addingTimeInterval(60), error: "The server could not be reached.")
        try await outbox.markRefused(Self.id("b"), reason: "There is no contact with id 1.")
        try await outbox.markSent(Self.order("c").with(status: .sent), userID: Self.user.id)
        let due = try await outbox.pending(dueBy: start.addingTimeInterval(10))
        let pending = try await outbox.pending()
        let a = try await outbox.entry(Self.id("a"))
        let b = try await outbox.entry(Self.id("b"))
        let c = try await outbox.entry(Self.id("c"))

        #expect(due.isEmpty)
        #expect(pending.map(\.key) == ["a"])
        #expect(a?.attempts == 1 && a?.lastError == "The server could not be reached.")
        #expect(b?.order.status == .refused && b?.lastError == "There is no contact with id 1.")
        #expect(c?.order.status == .sent && c?.lastError == nil)
    }

    @Test("server orders are kept as sent rows and turn a pending row with the same key into a sent one")
    func cacheServerOrders() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path(), schema: .client)
        defer { try? database.close() }
        let outbox = OutboxStore(database: database)
        _ = try await outbox.save(Self.order("mine"), signIn: Self.signIn, at: Date())

        try await outbox.cacheServerOrders(
            [Self.order("mine").with(status: .sent), Self.order("older", at: Date(timeIntervalSince1970: 1_700_000_000)).with(status: .sent)],
            userID: Self.user.id, list: "orders", savedAt: Date(timeIntervalSince1970: 1_800_000_500)
        )
        let entries = try await outbox.entries(userID: Self.user.id)

        #expect(entries.map(\.key) == ["mine", "older"])
        #expect(entries.allSatisfy { $0.order.status == .sent })
        #expect(
            try await EntityCacheStore(database: database).savedAt(userID: Self.user.id, list: "orders") == Date(timeIntervalSince1970: 1_800_000_500)
        )
    }

    @Test("two users may use one key: each has their own row, another's server order never marks a pending one sent")
    func keysPerUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path(), schema: .client)
        defer { try? database.close() }
        let outbox = OutboxStore(database: database)
        let demoOrder = Self.order("same", quantity: 2)
        let aliceOrder = Self.order("same", quantity: 5)

        let (_, demoIsNew) = try await outbox.save(demoOrder, signIn: Self.signIn, at: Date())
        let (aliceEntry, aliceIsNew) = try await outbox.save(aliceOrder, signIn: Self.alice, at: Date())
        try await outbox.cacheServerOrders(
            [aliceOrder.with(status: .sent)], userID: Self.alice.user.id, list: "orders", savedAt: Date()
        )

        #expect(demoIsNew && aliceIsNew)
        #expect(aliceEntry.userID == Self.alice.user.id && aliceEntry.order.quantity == 5)
        let demo = try #require(try await outbox.entry(Self.id("same")))
        #expect(demo.order.status == .pending && demo.order.quantity == 2)
        #expect(try await outbox.entry(OutboxKey(userID: Self.alice.user.id, key: "same"))?.order.status == .sent)
        #expect(try await outbox.pending().map(\.id) == [Self.id("same")])
        #expect(try await outbox.entries(userID: Self.user.id).map(\.order.quantity) == [2])
        #expect(try await outbox.entries(userID: Self.alice.user.id).map(\.order.quantity) == [5])
    }

    @Test("a cached document's bytes are kept per user and key, replaced by the next save, and survive reopening; a missing one is nil")
    func documents() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("app.sqlite")
        let first = Date(timeIntervalSince1970: 1_800_000_000)
        let second = first.addingTimeInterval(60)
        var database = try SQLiteDatabase(path: path, schema: .client)
        var store = DocumentCacheStore(database: database)
        try await store.replace(Data(#"{"total":3}"#.utf8), key: "items:0:50", userID: Self.user.id, savedAt: first)
        try await store.replace(Data(#"{"total":4}"#.utf8), key: "items:0:50", userID: Self.user.id, savedAt: second)
        try await store.replace(Data(#"{"total":3}"#.utf8), key: "items:0:50", userID: 8, savedAt: first)
        try database.close()

        database = try SQLiteDatabase(path: path, schema: .client)
        store = DocumentCacheStore(database: database)
        #expect(try await store.document(key: "items:0:50", userID: Self.user.id) == CachedCopy(value: Data(#"{"total":4}"#.utf8), savedAt: second))
        #expect(try await store.document(key: "items:0:50", userID: 8) == CachedCopy(value: Data(#"{"total":3}"#.utf8), savedAt: first))
        #expect(try await store.document(key: "items:50:50", userID: Self.user.id) == nil)
        try database.close()
    }

    @Test(
        "a cached document keeps the validator it was saved with; confirming it marks it current only while it has that validator; a save without one clears it"
    )
    func documentValidators() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path("app.sqlite"), schema: .client)
        defer { try? database.close() }
        let store = DocumentCacheStore(database: database)
        let (first, later, latest) = (
            Date(timeIntervalSince1970: 1_800_000_000), Date(timeIntervalSince1970: 1_800_000_060), Date(timeIntervalSince1970: 1_800_000_120)
        )
        let body = Data(#"{"total":3}"#.utf8)
        try await store.replace(body, validator: #"W/"v1""#, key: "items:0:50", userID: Self.user.id, savedAt: first)

        #expect(
            try await store.storedDocument(key: "items:0:50", userID: Self.user.id)
                == CachedCopy(value: StoredDocument(body: body, validator: #"W/"v1""#), savedAt: first))
        #expect(try await store.confirm(key: "items:0:50", userID: Self.user.id, validator: #"W/"v0""#, at: later) == false)
        #expect(try await store.confirm(key: "items:0:50", userID: 8, validator: #"W/"v1""#, at: later) == false)
        #expect(try await store.document(key: "items:0:50", userID: Self.user.id)?.savedAt == first)
        #expect(try await store.confirm(key: "items:0:50", userID: Self.user.id, validator: #"W/"v1""#, at: later))
        #expect(try await store.document(key: "items:0:50", userID: Self.user.id) == CachedCopy(value: body, savedAt: later))

        try await store.replace(body, key: "items:0:50", userID: Self.user.id, savedAt: latest)
        #expect(try await store.storedDocument(key: "items:0:50", userID: Self.user.id)?.value.validator == nil)
        #expect(try await store.confirm(key: "items:0:50", userID: Self.user.id, validator: #"W/"v1""#, at: latest) == false)
    }

    @Test("the cache replaces a user's contacts and products, keeps other users', and remembers when; an empty list is cached too")
    func cacheReplaces() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path(), schema: .client)
        defer { try? database.close() }
        let cache = EntityCacheStore(database: database)
        let ada = Contact(id: 1, name: "Ada", phone: "1", address: "A", company: "X")
        let bo = Contact(id: 2, name: "Bo", phone: "2", address: "B", company: "Y")
        let saved = Date(timeIntervalSince1970: 1_800_000_000)

        try await cache.replaceContacts([bo, ada], userID: 1, savedAt: saved)
        try await cache.replaceContacts([bo], userID: 2, savedAt: saved)
        try await cache.replaceContacts([], userID: 2, savedAt: saved.addingTimeInterval(5))
        try await cache.replaceProducts([Product(id: 3, name: "Lamp", unitPrice: Money(cents: 5))], userID: 1, savedAt: saved)

        #expect(try await cache.contacts(userID: 1) == CachedCopy(value: [ada, bo], savedAt: saved))
        #expect(try await cache.contacts(userID: 2) == CachedCopy(value: [], savedAt: saved.addingTimeInterval(5)))
        #expect(try await cache.contacts(userID: 3) == nil)
        #expect(try await cache.products(userID: 1)?.value.map(\.name) == ["Lamp"])
        #expect(try await cache.products(userID: 2) == nil)
    }
}

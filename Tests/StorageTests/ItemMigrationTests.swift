import Domain
import Foundation
import GRDB
import Testing
import ViperKitTesting

@testable import Storage

@Suite("API database migrations: items per user")
struct ItemMigrationTests {
    /// The last migration before items were per user.
    static let lastSharedItems = "v3: contacts, products, orders"

    @Test(
        "a database from before items were per user gives every user a copy of every item, with their own counts; afterwards each user's changes are their own"
    )
    func itemsCopiedToEveryUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("api.sqlite")
        let old = try DatabaseQueue(path: path)
        try DatabaseSchema.migrator.migrate(old, upTo: Self.lastSharedItems)
        try await old.write { db in
            for name in ["ada", "bo", "cy"] {
                try db.execute(
                    sql: "INSERT INTO user (username, display_name, password_hash) VALUES (?, ?, 'x')",
                    arguments: [name, name.capitalized]
                )
            }
            // Items 1 ... 12 as seeded, then item 5 deleted (a gap) and item 7 switched.
            for n: Int64 in 1 ... 12 {
                let item = ItemSeed.item(n)
                try db.execute(
                    sql: "INSERT INTO item (id, name, enabled, date) VALUES (?, ?, ?, ?)",
                    arguments: [item.id, item.name, item.enabled, Int64(item.date.timeIntervalSince1970 * 1000)]
                )
            }
            try db.execute(sql: "DELETE FROM item WHERE id = 5")
            try db.execute(sql: "UPDATE item SET enabled = NOT enabled WHERE id = 7")
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, '12')", arguments: [ItemStore.seededKey])
        }
        #expect(try await old.read { db in try Int.fetchOne(db, sql: "SELECT count FROM item_count WHERE id = 1") } == 11)
        try old.close()

        let database = try SQLiteDatabase(path: path)
        defer { try? database.close() }
        let store = ItemStore(database: database)
        let users = UserStore(database: database)
        let ids = [
            try #require(try await users.credentials(username: "ada")).user.id,
            try #require(try await users.credentials(username: "bo")).user.id,
            try #require(try await users.credentials(username: "cy")).user.id,
        ]
        let switched = ItemSeed.item(7)
        let expected = (1 ... 12).filter { $0 != 5 }.map { n in
            n == 7 ? Item(id: 7, name: switched.name, enabled: !switched.enabled, date: switched.date) : ItemSeed.item(n)
        }

        #expect(try await database.appliedMigrations() == SQLiteDatabase.knownMigrations)
        for id in ids {
            #expect(try await store.items(userID: id, offset: 0, limit: 50) == ItemPage(items: expected, offset: 0, total: 11))
            #expect(try await store.items(userID: id, offset: 9, limit: 50).items.map(\.id) == [11, 12])
        }
        #expect(try await itemCounts(database) == [ids[0]: 11, ids[1]: 11, ids[2]: 11])
        #expect(try await store.seedItemsIfNeeded(count: 12) == false, "the database was seeded before")

        // The counts follow each user's own changes, and a user added later starts with none.
        try await store.delete(id: 1, userID: ids[0])
        #expect(try await store.deleteAll(userID: ids[1]) == 11)
        _ = try await store.setEnabled(true, id: 3, userID: ids[2])
        let dan = try await users.insert("dan")
        try await store.seedItems(count: 4, userID: dan.id)
        #expect(try await itemCounts(database) == [ids[0]: 10, ids[1]: 0, ids[2]: 11, dan.id: 4])
        #expect(try await store.item(id: 3, userID: ids[0]) == ItemSeed.item(3))
        #expect(try await store.item(id: 3, userID: ids[2]).enabled)
    }

    @Test("a database from before items were per user, with items but no users, migrates to no items")
    func itemsWithoutUsers() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("api.sqlite")
        let old = try DatabaseQueue(path: path)
        try DatabaseSchema.migrator.migrate(old, upTo: Self.lastSharedItems)
        try await old.write { db in
            try db.execute(sql: "INSERT INTO item (id, name, enabled, date) VALUES (1, 'Amber Anchor 1', 1, 0)")
        }
        try old.close()

        let database = try SQLiteDatabase(path: path)
        defer { try? database.close() }
        let ada = try await UserStore(database: database).insert("ada")

        #expect(try await ItemStore(database: database).items(userID: ada.id, offset: 0, limit: 10).total == 0)
        #expect(try await itemCounts(database).isEmpty)
    }

    /// The `item_count` rows: each user's count kept by the triggers.
    private func itemCounts(_ database: SQLiteDatabase) async throws -> [Int64: Int] {
        try await database.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT user_id, count FROM item_count")
            return Dictionary(uniqueKeysWithValues: rows.map { (row: Row) in (row[0] as Int64, row[1] as Int) })
        }
    }
}

import Domain
import Storage
import Testing
import ViperKitTesting

@Suite("Item store: reading and changing items")
struct ItemStoreChangesTests {
    @Test("an item is read by id, exactly as seeded")
    func itemByID() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert("ada")
        let store = ItemStore(database: database)
        try await store.seedItems(count: 20, userID: user.id)

        #expect(try await store.item(id: 17, userID: user.id) == ItemSeed.item(17))
    }

    @Test("reading or changing an item that does not exist is not found", arguments: [0, 21, -4, Int64.max])
    func missingItem(id: Int64) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert("ada")
        let store = ItemStore(database: database)
        try await store.seedItems(count: 20, userID: user.id)

        await #expect(throws: ServiceError.notFound) { try await store.item(id: id, userID: user.id) }
        await #expect(throws: ServiceError.notFound) { try await store.setEnabled(true, id: id, userID: user.id) }
    }

    @Test("setEnabled returns the saved item and the change survives closing and reopening the file")
    func setEnabledPersists() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path())
        let user = try await UserStore(database: first).insert("ada")
        let store = ItemStore(database: first)
        try await store.seedItems(count: 10, userID: user.id)
        let before = try await store.item(id: 4, userID: user.id)

        let saved = try await store.setEnabled(!before.enabled, id: 4, userID: user.id)
        try first.close()

        #expect(saved.enabled == !before.enabled)
        #expect(saved.name == before.name)
        #expect(saved.date == before.date)
        let reopened = try SQLiteDatabase(path: directory.path())
        defer { try? reopened.close() }
        #expect(try await ItemStore(database: reopened).item(id: 4, userID: user.id) == saved)
        #expect(try await ItemStore(database: reopened).item(id: 5, userID: user.id) == ItemSeed.item(5))
    }

    @Test("deleteAll returns how many items it deleted and leaves none")
    func deleteAll() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert("ada")
        let store = ItemStore(database: database)
        try await store.seedItems(count: 42, userID: user.id)

        #expect(try await store.deleteAll(userID: user.id) == 42)
        let page = try await store.items(userID: user.id, offset: 0, limit: 10)
        #expect(page.items.isEmpty)
        #expect(page.total == 0)
        #expect(try await store.deleteAll(userID: user.id) == 0)
    }

    @Test("each user pages, changes and deletes only their own items; deleting all of one user's leaves the others'")
    func itemsPerUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let users = UserStore(database: database)
        let ada = try await users.insert("ada").id
        let bo = try await users.insert("bo").id
        let cy = try await users.insert("cy").id
        let store = ItemStore(database: database)
        try await store.seedItems(count: 30, userIDs: [ada, bo])
        try await store.seedItems(count: 5, userID: cy)

        // Pages: each user their own items and total.
        #expect(try await store.items(userID: ada, offset: 0, limit: 50).items == (1 ... 30).map(ItemSeed.item))
        #expect(try await store.items(userID: cy, offset: 0, limit: 50).items == (1 ... 5).map(ItemSeed.item))
        #expect(try await store.items(userID: cy, offset: 10, limit: 50) == ItemPage(items: [], offset: 10, total: 5))

        // Changes: ada's item 4 changes, bo's item 4 does not; cy has no item 20.
        let before = try await store.item(id: 4, userID: bo)
        let saved = try await store.setEnabled(!before.enabled, id: 4, userID: ada)
        #expect(saved.enabled == !before.enabled)
        #expect(try await store.item(id: 4, userID: bo) == before)
        await #expect(throws: ServiceError.notFound) { try await store.item(id: 20, userID: cy) }
        await #expect(throws: ServiceError.notFound) { try await store.setEnabled(true, id: 20, userID: cy) }
        await #expect(throws: ServiceError.notFound) { try await store.delete(id: 20, userID: cy) }

        // Deletions: one of bo's items leaves ada's dense pages as they were, and bo's pages skip it.
        try await store.delete(id: 2, userID: bo)
        #expect(try await store.items(userID: ada, offset: 1, limit: 2).items.map(\.id) == [2, 3])
        #expect(
            try await store.items(userID: bo, offset: 1, limit: 2) == ItemPage(items: [ItemSeed.item(3), ItemSeed.item(4)], offset: 1, total: 29))

        // Deleting all of ada's items leaves bo's and cy's.
        #expect(try await store.deleteAll(userID: ada) == 30)
        #expect(try await store.items(userID: ada, offset: 0, limit: 50) == ItemPage(items: [], offset: 0, total: 0))
        #expect(try await store.items(userID: bo, offset: 0, limit: 50).total == 29)
        #expect(try await store.items(userID: cy, offset: 0, limit: 50).items == (1 ... 5).map(ItemSeed.item))
        await #expect(throws: ServiceError.notFound) { try await store.item(id: 4, userID: ada) }
        #expect(try await store.item(id: 4, userID: bo) == before)
    }
}

import Domain
import Storage
import Testing

@Suite("Item store: reading and changing items")
struct ItemStoreChangesTests {
    @Test("an item is read by id, exactly as seeded")
    func itemByID() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let store = ItemStore(database: database)
        try await store.seedItems(count: 20)

        #expect(try await store.item(id: 17) == ItemSeed.item(17))
    }

    @Test("reading or changing an item that does not exist is not found", arguments: [0, 21, -4, Int64.max])
    func missingItem(id: Int64) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let store = ItemStore(database: database)
        try await store.seedItems(count: 20)

        await #expect(throws: ServiceError.notFound) { try await store.item(id: id) }
        await #expect(throws: ServiceError.notFound) { try await store.setEnabled(true, id: id) }
    }

    @Test("setEnabled returns the saved item and the change survives closing and reopening the file")
    func setEnabledPersists() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path())
        let store = ItemStore(database: first)
        try await store.seedItems(count: 10)
        let before = try await store.item(id: 4)

        let saved = try await store.setEnabled(!before.enabled, id: 4)
        try first.close()

        #expect(saved.enabled == !before.enabled)
        #expect(saved.name == before.name)
        #expect(saved.date == before.date)
        let reopened = try SQLiteDatabase(path: directory.path())
        defer { try? reopened.close() }
        #expect(try await ItemStore(database: reopened).item(id: 4) == saved)
        #expect(try await ItemStore(database: reopened).item(id: 5) == ItemSeed.item(5))
    }

    @Test("deleteAll returns how many items it deleted and leaves none")
    func deleteAll() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let store = ItemStore(database: database)
        try await store.seedItems(count: 42)

        #expect(try await store.deleteAll() == 42)
        let page = try await store.items(offset: 0, limit: 10)
        #expect(page.items.isEmpty)
        #expect(page.total == 0)
        #expect(try await store.deleteAll() == 0)
    }
}

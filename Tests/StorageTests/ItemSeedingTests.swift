import Domain
import Foundation
import Storage
import Synchronization
import Testing
import ViperKitTesting

@Suite("Item store: seeding")
struct ItemSeedingTests {
    /// Every item of user `userID` in `store`, read a page at a time.
    private func allItems(_ store: ItemStore, userID: Int64) async throws -> [Item] {
        var items: [Item] = []
        while true {
            let page = try await store.items(userID: userID, offset: items.count, limit: 500)
            items += page.items
            if page.items.isEmpty || items.count >= page.total {
                return items
            }
        }
    }

    @Test("two databases seeded with the same count hold the same items")
    func seedingIsDeterministic() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let one = try SQLiteDatabase(path: directory.path("one.sqlite"))
        defer { try? one.close() }
        let two = try SQLiteDatabase(path: directory.path("two.sqlite"))
        defer { try? two.close() }
        let userOne = try await UserStore(database: one).insert("ada")
        let userTwo = try await UserStore(database: two).insert("ada")

        try await ItemStore(database: one).seedItems(count: 1_234, userID: userOne.id)
        try await ItemStore(database: two).seedItems(count: 1_234, userID: userTwo.id)

        let items = try await allItems(ItemStore(database: one), userID: userOne.id)
        #expect(items.count == 1_234)
        #expect(items == (try await allItems(ItemStore(database: two), userID: userTwo.id)))
        #expect(items == (1 ... 1_234).map(ItemSeed.item))
    }

    @Test("seeded items have readable names, two enabled out of three, and dates a minute apart")
    func seededValues() {
        let item = ItemSeed.item(17)
        #expect(item.name.hasSuffix(" 17"))
        #expect(item.name.split(separator: " ").count == 3)
        #expect(ItemSeed.item(3).enabled == false)
        #expect(ItemSeed.item(4).enabled == true)
        #expect(ItemSeed.item(18).date.timeIntervalSince(item.date) == 60)
        #expect(item == ItemSeed.item(17))
    }

    @Test("seeding reports its progress batch by batch, ending at the total")
    func seedingReportsProgress() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert("ada")
        let reports = Mutex<[[Int]]>([])

        try await ItemStore(database: database).seedItems(count: 25_000, userID: user.id) { done, total in
            reports.withLock { $0.append([done, total]) }
        }

        let batch = ItemStore.seedBatchSize
        #expect(reports.withLock { $0 } == [[batch, 25_000], [2 * batch, 25_000], [25_000, 25_000]])
    }

    @Test("a negative count is an invalid request")
    func negativeCount() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }

        let user = try await UserStore(database: database).insert("ada")

        let error = await #expect(throws: ServiceError.self) {
            try await ItemStore(database: database).seedItems(count: -1, userID: user.id)
        }
        guard case .invalidRequest = error else {
            Issue.record("Expected invalidRequest, got \(String(describing: error))")
            return
        }
    }

    @Test("seeding happens once per database: once its items are deleted, reopening does not bring them back")
    func seedingHappensOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path())
        let user = try await UserStore(database: first).insert("ada")
        let store = ItemStore(database: first)
        #expect(try await store.seedItemsIfNeeded(count: 30))
        #expect(try await store.seedItemsIfNeeded(count: 30) == false)
        #expect(try await store.deleteAll(userID: user.id) == 30)
        try first.close()

        let reopened = try SQLiteDatabase(path: directory.path())
        defer { try? reopened.close() }
        let again = ItemStore(database: reopened)
        #expect(try await again.seedItemsIfNeeded(count: 30) == false)
        #expect(try await again.items(userID: user.id, offset: 0, limit: 10).total == 0)
    }

    @Test("seeding a database gives every user the same items of their own, reporting the items of all of them")
    func seedingEveryUser() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let users = UserStore(database: database)
        let ids = [try await users.insert("ada").id, try await users.insert("bo").id, try await users.insert("cy").id]
        let store = ItemStore(database: database)
        let reports = Mutex<[[Int]]>([])

        #expect(try await store.seedItemsIfNeeded(count: 12_000) { done, total in reports.withLock { $0.append([done, total]) } })

        let batch = ItemStore.seedBatchSize
        let expected: [[Int]] = (0 ..< 3).flatMap { (user: Int) -> [[Int]] in [[user * 12_000 + batch, 36_000], [(user + 1) * 12_000, 36_000]] }
        #expect(reports.withLock { $0 } == expected)
        for id in ids {
            let page = try await store.items(userID: id, offset: 11_990, limit: 50)
            #expect(page.total == 12_000 && page.items == (11_991 ... 12_000).map(ItemSeed.item))
        }
    }
}

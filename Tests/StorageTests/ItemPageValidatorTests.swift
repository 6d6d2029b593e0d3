import Domain
import Foundation
import GRDB
import Testing
import ViperKitTesting

@testable import Storage

@Suite("Item store: page validators")
struct ItemPageValidatorTests {
    /// The validator of user `userID`'s page at `offset`/`limit` in `store`, read without the page.
    private func validator(_ store: ItemStore, userID: Int64, offset: Int = 0, limit: Int = 5) async throws(ServiceError) -> String {
        try await store.items(userID: userID, offset: offset, limit: limit) { _ in true }.validator
    }

    /// Runs `body` with a store over a new database that holds one user, ada.
    private func withAda(_ body: (ItemStore, User) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        try await body(ItemStore(database: database), try await UserStore(database: database).insert("ada"))
    }

    @Test(
        "a page's validator stays the same while the user's items do not change, and is new after every insert, change and deletion of them"
    )
    func validatorFollowsChanges() async throws {
        try await withAda { store, ada in
            let current = { () async throws -> String in try await validator(store, userID: ada.id) }

            var seen = [try await current()]
            try await store.seedItems(count: 10, userID: ada.id)
            seen.append(try await current())
            _ = try await store.items(userID: ada.id, offset: 0, limit: 5)
            _ = try await store.item(id: 3, userID: ada.id)
            #expect(try await current() == seen.last, "reading changes nothing")
            _ = try await store.setEnabled(!ItemSeed.enabled(3), id: 3, userID: ada.id)
            seen.append(try await current())
            try await store.delete(id: 9, userID: ada.id)
            seen.append(try await current())
            // Seeding over existing ids updates them (an UPSERT's update), and adds the missing one.
            _ = try await store.addSampleItems(count: 10, userID: ada.id)
            seen.append(try await current())
            #expect(try await store.deleteAll(userID: ada.id) == 10)
            seen.append(try await current())
            #expect(try await current() == seen.last)

            #expect(Set(seen).count == seen.count, "\(seen)")
        }
    }

    @Test("another user's changes leave a user's validator as it is; validators differ per user, per page bounds and per database file")
    func validatorsPerUserPageAndFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path("one.sqlite"))
        let users = UserStore(database: database)
        let (ada, bo) = (try await users.insert("ada"), try await users.insert("bo"))
        let store = ItemStore(database: database)
        try await store.seedItems(count: 10, userIDs: [ada.id, bo.id])
        let adas = try await validator(store, userID: ada.id, offset: 0, limit: 5)

        _ = try await store.setEnabled(true, id: 3, userID: bo.id)
        try await store.delete(id: 4, userID: bo.id)
        #expect(try await validator(store, userID: ada.id, offset: 0, limit: 5) == adas)
        _ = try await store.setEnabled(true, id: 3, userID: ada.id)
        try await store.delete(id: 4, userID: ada.id)
        let adaChanged = try await validator(store, userID: ada.id, offset: 0, limit: 5)
        // Both users made the same number of changes: only the user tells their validators apart.
        #expect(adaChanged != (try await validator(store, userID: bo.id, offset: 0, limit: 5)))
        #expect(adaChanged != (try await validator(store, userID: ada.id, offset: 5, limit: 5)))
        #expect(adaChanged != (try await validator(store, userID: ada.id, offset: 0, limit: 6)))
        try database.close()

        let reopened = try SQLiteDatabase(path: directory.path("one.sqlite"))
        #expect(try await validator(ItemStore(database: reopened), userID: ada.id, offset: 0, limit: 5) == adaChanged, "the epoch is kept")
        try reopened.close()

        // Another file with the same users, items and changes: only the epoch differs.
        let other = try SQLiteDatabase(path: directory.path("two.sqlite"))
        defer { try? other.close() }
        let otherUsers = UserStore(database: other)
        let otherAda = try await otherUsers.insert("ada")
        _ = try await otherUsers.insert("bo")
        let otherStore = ItemStore(database: other)
        try await otherStore.seedItems(count: 10, userID: otherAda.id)
        _ = try await otherStore.setEnabled(true, id: 3, userID: otherAda.id)
        try await otherStore.delete(id: 4, userID: otherAda.id)
        #expect(otherAda.id == ada.id)
        #expect(try await validator(otherStore, userID: ada.id, offset: 0, limit: 5) != adaChanged)
    }

    @Test("a page read with its validator is the page and the validator read apart, and is not read when the client holds it")
    func pageWithItsValidator() async throws {
        try await withAda { store, ada in
            try await store.seedItems(count: 10, userID: ada.id)
            let held = try await validator(store, userID: ada.id, offset: 2, limit: 5)
            let page = try await store.items(userID: ada.id, offset: 2, limit: 5)

            let fresh = try await store.items(userID: ada.id, offset: 2, limit: 5) { _ in false }
            let whenHeld = try await store.items(userID: ada.id, offset: 2, limit: 5) { $0 == held }
            _ = try await store.setEnabled(!ItemSeed.enabled(3), id: 3, userID: ada.id)
            let changed = try await store.items(userID: ada.id, offset: 2, limit: 5) { $0 == held }

            #expect(fresh.validator == held && fresh.page == page)
            #expect(whenHeld.validator == held && whenHeld.page == nil)
            #expect(changed.validator != held)
            #expect(changed.page?.items.first(where: { $0.id == 3 })?.enabled == !ItemSeed.enabled(3))
        }
    }

    @Test("a validator is refused for the bounds a page is refused for", arguments: [(-1, 10), (0, 0), (0, APIPath.maxPageSize + 1)])
    func invalidBounds(offset: Int, limit: Int) async throws {
        try await withAda { store, ada in
            let error = await #expect(throws: ServiceError.self) {
                try await validator(store, userID: ada.id, offset: offset, limit: limit)
            }
            guard case .invalidRequest = error else {
                Issue.record("Expected invalidRequest, got \(String(describing: error))")
                return
            }
        }
    }

    @Test("a database from before item versions gets an epoch and keeps its counts; its triggers then raise the version on every change")
    func migratesToVersions() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("api.sqlite")
        let old = try DatabaseQueue(path: path)
        try DatabaseSchema.migrator.migrate(old, upTo: "v5: token lifetimes")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO user (username, display_name, password_hash) VALUES ('ada', 'Ada', 'x')")
            try db.execute(sql: "INSERT INTO item (user_id, id, name, enabled, date) VALUES (1, 1, 'a', 1, 0), (1, 2, 'b', 0, 0)")
            try db.execute(sql: "DELETE FROM item WHERE id = 2")
        }
        try old.close()

        let database = try SQLiteDatabase(path: path)
        defer { try? database.close() }
        let store = ItemStore(database: database)
        #expect(try await database.appliedMigrations() == SQLiteDatabase.knownMigrations)
        #expect(try await MetaStore(database: database).value(for: MetaStore.epochKey)?.count == 32)
        #expect(try await store.items(userID: 1, offset: 0, limit: 10).total == 1)
        let before = try await validator(store, userID: 1, offset: 0, limit: 10)
        _ = try await store.setEnabled(false, id: 1, userID: 1)
        let changed = try await validator(store, userID: 1, offset: 0, limit: 10)
        try await store.seedItems(count: 3, userID: 1)
        let seeded = try await validator(store, userID: 1, offset: 0, limit: 10)
        #expect(Set([before, changed, seeded]).count == 3)
        #expect(try await store.items(userID: 1, offset: 0, limit: 10).total == 3)
    }
}

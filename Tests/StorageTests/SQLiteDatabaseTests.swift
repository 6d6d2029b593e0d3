import Domain
import Foundation
import Storage
import Testing
import ViperKitTesting

@Suite("SQLite database")
struct SQLiteDatabaseTests {
    @Test("opening a fresh file creates its directories, runs every migration and creates the schema")
    func freshFileIsMigrated() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("nested/deeper/app.sqlite")

        let database = try SQLiteDatabase(path: path)
        defer { try? database.close() }

        #expect(FileManager.default.fileExists(atPath: path))
        #expect(
            try await database.tableNames() == [
                "user", "item", "token", "meta", "item_count", "contact", "product", "sales_order", "feature_flag",
            ])
        #expect(try await database.appliedMigrations() == SQLiteDatabase.knownMigrations)
        #expect(!SQLiteDatabase.knownMigrations.isEmpty)
    }

    @Test("reopening a migrated file keeps its data and applies nothing twice")
    func reopeningKeepsData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try SQLiteDatabase(path: directory.path())
        let user = try await UserStore(database: first).insert("ada")
        try await ItemStore(database: first).seedItems(count: 3, userID: user.id)
        try first.close()

        let second = try SQLiteDatabase(path: directory.path())
        defer { try? second.close() }

        #expect(try await second.appliedMigrations() == SQLiteDatabase.knownMigrations)
        #expect(try await ItemStore(database: second).items(userID: user.id, offset: 0, limit: 10).total == 3)
    }

    @Test("a closed database answers with a storage error")
    func closedDatabaseFails() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        try database.close()

        let error = await #expect(throws: ServiceError.self) {
            try await ItemStore(database: database).items(userID: 1, offset: 0, limit: 10)
        }
        guard case .storage = error else {
            Issue.record("Expected a storage error, got \(String(describing: error))")
            return
        }
    }
}

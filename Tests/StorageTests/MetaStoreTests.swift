import Storage
import Testing
import ViperKitTesting

@Suite("Meta store")
struct MetaStoreTests {
    @Test("a value is stored, replaced and removed by key")
    func valuesByKey() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let meta = MetaStore(database: database)

        #expect(try await meta.value(for: "colour") == nil)
        try await meta.setValue("red", for: "colour")
        #expect(try await meta.value(for: "colour") == "red")
        try await meta.setValue("blue", for: "colour")
        #expect(try await meta.value(for: "colour") == "blue")
        try await meta.setValue(nil, for: "colour")
        #expect(try await meta.value(for: "colour") == nil)
    }
}

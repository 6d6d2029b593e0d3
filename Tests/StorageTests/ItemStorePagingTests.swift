import Domain
import Storage
import Testing
import ViperKitTesting

@Suite("Item store: pages")
struct ItemStorePagingTests {
    static let count = 120

    /// Runs `body` with a store of ``count`` seeded items of one user in a database of its own,
    /// and that user's id.
    private func withStore(_ body: (ItemStore, Int64) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert("ada")
        let store = ItemStore(database: database)
        try await store.seedItems(count: Self.count, userID: user.id)
        try await body(store, user.id)
    }

    @Test("the first page holds the first items in id order, and the total")
    func firstPage() async throws {
        try await withStore { store, user in
            let page = try await store.items(userID: user, offset: 0, limit: 50)
            #expect(page.items.map(\.id) == Array(1 ... 50))
            #expect(page.offset == 0)
            #expect(page.total == Self.count)
            #expect(page.items.first == ItemSeed.item(1))
        }
    }

    @Test("a middle page starts right after the previous one")
    func middlePage() async throws {
        try await withStore { store, user in
            let page = try await store.items(userID: user, offset: 50, limit: 50)
            #expect(page.items.map(\.id) == Array(51 ... 100))
            #expect(page.offset == 50)
            #expect(page.total == Self.count)
        }
    }

    @Test("the last page is partial")
    func lastPartialPage() async throws {
        try await withStore { store, user in
            let page = try await store.items(userID: user, offset: 100, limit: 50)
            #expect(page.items.map(\.id) == Array(101 ... 120))
            #expect(page.total == Self.count)
        }
    }

    @Test("a page past the end is empty but still tells the total", arguments: [120, 121, 10_000])
    func pageBeyondEnd(offset: Int) async throws {
        try await withStore { store, user in
            let page = try await store.items(userID: user, offset: offset, limit: 50)
            #expect(page.items.isEmpty)
            #expect(page.offset == offset)
            #expect(page.total == Self.count)
        }
    }

    @Test("the largest page size allowed is accepted")
    func largestPage() async throws {
        try await withStore { store, user in
            let page = try await store.items(userID: user, offset: 0, limit: 500)
            #expect(page.items.count == Self.count)
        }
    }

    @Test(
        "a negative offset or a limit outside 1...500 is an invalid request with a sentence saying why",
        arguments: [(-1, 10), (0, 0), (0, -3), (0, 501), (-5, 1000)]
    )
    func invalidArguments(offset: Int, limit: Int) async throws {
        try await withStore { store, user in
            let error = await #expect(throws: ServiceError.self) {
                try await store.items(userID: user, offset: offset, limit: limit)
            }
            guard case .invalidRequest(let message) = error else {
                Issue.record("Expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message.hasSuffix("."))
            #expect(message.contains(offset < 0 ? "offset" : "limit"))
        }
    }

    @Test("with gaps in the ids, pages still follow id order and the total counts what is left")
    func pagesWithGaps() async throws {
        try await withStore { store, user in
            for id: Int64 in [1, 3, 7, 120] {
                try await store.delete(id: id, userID: user)
            }
            await #expect(throws: ServiceError.notFound) { try await store.delete(id: 3, userID: user) }

            let first = try await store.items(userID: user, offset: 0, limit: 5)
            #expect(first.items.map(\.id) == [2, 4, 5, 6, 8])
            #expect(first.total == Self.count - 4)
            let last = try await store.items(userID: user, offset: 110, limit: 50)
            #expect(last.items.map(\.id) == Array(114 ... 119))
        }
    }

    @Test("the total follows every insertion and deletion")
    func totalFollowsChanges() async throws {
        try await withStore { store, user in
            try await store.seedItems(count: 130, userID: user)
            #expect(try await store.items(userID: user, offset: 0, limit: 1).total == 130)
            try await store.delete(id: 5, userID: user)
            #expect(try await store.items(userID: user, offset: 0, limit: 1).total == 129)
            #expect(try await store.deleteAll(userID: user) == 129)
            #expect(try await store.items(userID: user, offset: 0, limit: 1).total == 0)
            try await store.seedItems(count: 3, userID: user)
            let page = try await store.items(userID: user, offset: 0, limit: 10)
            #expect(page.total == 3 && page.items.map(\.id) == [1, 2, 3])
        }
    }
}

import Domain
import GRDB

/// The items of a ``SQLiteDatabase``: the storage implementation of Domain's `ItemsService`,
/// plus deterministic seeding.
public struct ItemStore: ItemsService {
    /// How many items seeding writes per transaction.
    public static let seedBatchSize = 10_000
    /// The ``MetaStore`` key set once the items of a database have been seeded.
    public static let seededKey = "items_seeded"

    private let database: SQLiteDatabase

    /// A store reading and writing the items of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    // MARK: ItemsService

    /// The items at `offset ..< offset + limit` in id order (fewer at the end, none past it), and
    /// how many items there are in all, read in one consistent transaction.
    ///
    /// The total comes from a count kept by triggers, not `COUNT(*)`. When the ids have no gaps
    /// (seeded items, before any single deletion) the page is found by id through the primary
    /// key, so a page deep in a million items costs the same as the first one; otherwise it is
    /// read with `LIMIT`/`OFFSET`.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `offset` is negative or `limit` is not
    ///   in `1 ... APIPath.maxPageSize`.
    public func items(offset: Int, limit: Int) async throws(ServiceError) -> ItemPage {
        try Self.validate(offset: offset, limit: limit)
        return try await database.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT count FROM item_count WHERE id = 1") ?? 0
            guard offset < total else {
                return ItemPage(items: [], offset: offset, total: total)
            }
            let rows: [Row]
            if let first = try Self.firstIDIfDense(db, total: total) {
                rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(Item.selection) FROM item WHERE id >= ? ORDER BY id LIMIT ?",
                    arguments: [first + Int64(offset), limit]
                )
            } else {
                rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(Item.selection) FROM item ORDER BY id LIMIT ? OFFSET ?",
                    arguments: [limit, offset]
                )
            }
            return ItemPage(items: rows.map(Item.init(row:)), offset: offset, total: total)
        }
    }

    /// The item with `id`.
    /// - Throws: ``ServiceError/notFound`` when there is none.
    public func item(id: Int64) async throws(ServiceError) -> Item {
        try await database.read { db in
            try Self.fetchItem(db, id: id)
        }
    }

    /// Saves whether item `id` is enabled and returns the item as saved.
    /// - Throws: ``ServiceError/notFound`` when there is no such item.
    public func setEnabled(_ enabled: Bool, id: Int64) async throws(ServiceError) -> Item {
        try await database.write { db in
            try db.execute(sql: "UPDATE item SET enabled = ? WHERE id = ?", arguments: [enabled, id])
            guard db.changesCount > 0 else {
                throw ServiceError.notFound
            }
            return try Self.fetchItem(db, id: id)
        }
    }

    /// Deletes item `id`.
    /// - Throws: ``ServiceError/notFound`` when there is no such item.
    public func delete(id: Int64) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM item WHERE id = ?", arguments: [id])
            guard db.changesCount > 0 else {
                throw ServiceError.notFound
            }
        }
    }

    /// Deletes every item and returns how many were deleted.
    public func deleteAll() async throws(ServiceError) -> Int {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM item")
            return db.changesCount
        }
    }

    // MARK: Seeding

    /// Writes items `1 ... count` as ``ItemSeed`` defines them, ``seedBatchSize`` per
    /// transaction through one prepared statement, overwriting items with the same ids. Calls
    /// `progress(done, count)` after each batch. Seeding the same count twice gives the same data.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `count` is negative,
    ///   ``ServiceError/cancelled`` when the task is cancelled between two batches.
    public func seedItems(count: Int, progress: ((Int, Int) -> Void)? = nil) async throws(ServiceError) {
        guard count >= 0 else {
            throw .invalidRequest("The number of items to seed must be zero or more, not \(count).")
        }
        var done = 0
        while done < count {
            if Task.isCancelled {
                throw .cancelled
            }
            let range = Int64(done + 1) ... Int64(min(done + Self.seedBatchSize, count))
            try await database.write { db in
                let statement = try db.cachedStatement(sql: ItemSeed.insertBatchSQL)
                try statement.execute(arguments: ItemSeed.insertBatchArguments(range))
            }
            done = Int(range.upperBound)
            progress?(done, count)
        }
    }

    /// Seeds `count` items (see ``seedItems(count:progress:)``) unless this database was seeded
    /// before, and remembers it did: a database whose items were deleted stays empty.
    /// - Returns: Whether it seeded.
    @discardableResult
    public func seedItemsIfNeeded(count: Int, progress: ((Int, Int) -> Void)? = nil) async throws(ServiceError) -> Bool {
        let meta = MetaStore(database: database)
        guard try await meta.value(for: Self.seededKey) == nil else {
            return false
        }
        try await seedItems(count: count, progress: progress)
        try await meta.setValue("\(count)", for: Self.seededKey)
        return true
    }

    // MARK: Helpers

    /// Checks the arguments of ``items(offset:limit:)``.
    static func validate(offset: Int, limit: Int) throws(ServiceError) {
        guard offset >= 0 else {
            throw .invalidRequest("The offset must be zero or more, not \(offset).")
        }
        guard (1 ... APIPath.maxPageSize).contains(limit) else {
            throw .invalidRequest("The limit must be between 1 and \(APIPath.maxPageSize), not \(limit).")
        }
    }

    /// The smallest id when the `total` ids are consecutive (so the item at offset `n` has id
    /// `first + n`), `nil` when there are gaps.
    private static func firstIDIfDense(_ db: Database, total: Int) throws -> Int64? {
        // Two subqueries: SQLite reads MIN or MAX from the end of the b-tree only when alone.
        let bounds = try Row.fetchOne(db, sql: "SELECT (SELECT MIN(id) FROM item), (SELECT MAX(id) FROM item)")
        guard let bounds, let first: Int64 = bounds[0], let last: Int64 = bounds[1] else {
            return nil
        }
        let (span, overflow) = last.subtractingReportingOverflow(first)
        return !overflow && span == Int64(total) - 1 ? first : nil
    }

    /// The item with `id`, or ``ServiceError/notFound``.
    private static func fetchItem(_ db: Database, id: Int64) throws -> Item {
        guard let row = try Row.fetchOne(db, sql: "SELECT \(Item.selection) FROM item WHERE id = ?", arguments: [id]) else {
            throw ServiceError.notFound
        }
        return Item(row: row)
    }
}

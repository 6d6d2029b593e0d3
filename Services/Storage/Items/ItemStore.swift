import Domain
import GRDB

/// The items of each user of a ``SQLiteDatabase``, plus deterministic seeding.
///
/// Items are per-user data: every call names the user, and a user only ever sees, changes and
/// deletes their own items (another user's item with the same id is not found). That is why it
/// does not conform to Domain's `ItemsService`, whose calls belong to one session: the demo API
/// serves it with the id of the bearer token's user.
///
/// Kept in one file on purpose: every statement on the `item` table is here, so a change to the
/// table is checked against all of them in one place.
public struct ItemStore: Sendable {
    /// How many items seeding writes per transaction.
    public static let seedBatchSize = 10_000
    /// The ``MetaStore`` key set once the items of a database have been seeded.
    public static let seededKey = "items_seeded"

    // Every query of a read (each API request makes one) is a cached statement of its connection,
    // kept prepared: preparing it again parsed its SQL and checked every column it reads. The
    // queries that name `Item.selection` are written once, here.
    private static let pageByIDSQL = "SELECT \(Item.selection) FROM item WHERE user_id = ? AND id >= ? ORDER BY id LIMIT ?"
    private static let pageByOffsetSQL = "SELECT \(Item.selection) FROM item WHERE user_id = ? ORDER BY id LIMIT ? OFFSET ?"
    private static let itemSQL = "SELECT \(Item.selection) FROM item WHERE user_id = ? AND id = ?"
    // The database's epoch and the user's version in one statement: two lookups by primary key.
    private static let validatorSQL = "SELECT (SELECT value FROM meta WHERE key = ?), (SELECT version FROM item_count WHERE user_id = ?)"

    private let database: SQLiteDatabase

    /// A store reading and writing the items of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    // MARK: Reading and changing one user's items

    /// User `userID`'s items at `offset ..< offset + limit` in id order (fewer at the end, none
    /// past it), and how many items the user has in all, read in one consistent transaction.
    ///
    /// The total comes from the user's count kept by triggers, not `COUNT(*)`. When the user's
    /// ids have no gaps (seeded items, before any single deletion) the page is found by id
    /// through the primary key `(user_id, id)`, so a page deep in a million items costs the same
    /// as the first one; otherwise it is read with `LIMIT`/`OFFSET`.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `offset` is negative or `limit` is not
    ///   in `1 ... APIPath.maxPageSize`.
    public func items(userID: Int64, offset: Int, limit: Int) async throws(ServiceError) -> ItemPage {
        try Self.validate(offset: offset, limit: limit)
        return try await database.read { db in try Self.fetchPage(db, userID: userID, offset: offset, limit: limit) }
    }

    /// User `userID`'s page at `offset`/`limit`, as ``items(userID:offset:limit:)`` reads it, and its
    /// validator, read in one transaction: the validator names exactly the page read, and the two
    /// reads cost one trip to the database. The page is not read (`nil`) when `isHeld` says the
    /// client holds the page the validator names.
    ///
    /// The validator is an opaque text that is the same for two reads only when the page read
    /// would be the same. It names the database's epoch (a random value made with the file, see
    /// ``MetaStore``), the user, the user's version (raised by the triggers on every insert, change
    /// and deletion of their items, never lowered) and the page's bounds, so a validator taken for
    /// another user, for another page or from another database file never matches. One cached
    /// statement reads the epoch and the version by primary key.
    ///
    /// ```swift
    /// let read = try await store.items(userID: user, offset: 0, limit: 50) { $0 == validatorTheClientSent }
    /// // read.page == nil: answer 304; otherwise send read.page with read.validator
    /// ```
    /// - Throws: ``ServiceError/invalidRequest(_:)`` as ``items(userID:offset:limit:)`` does.
    public func items(
        userID: Int64, offset: Int, limit: Int, unlessHeld isHeld: @escaping @Sendable (_ validator: String) -> Bool
    ) async throws(ServiceError) -> (validator: String, page: ItemPage?) {
        try Self.validate(offset: offset, limit: limit)
        return try await database.read { db in
            let validator = try Self.fetchValidator(db, userID: userID, offset: offset, limit: limit)
            return (validator, isHeld(validator) ? nil : try Self.fetchPage(db, userID: userID, offset: offset, limit: limit))
        }
    }

    /// The page of ``items(userID:offset:limit:)``, read in `db`'s transaction.
    private static func fetchPage(_ db: Database, userID: Int64, offset: Int, limit: Int) throws -> ItemPage {
        let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM item_count WHERE user_id = ?"), arguments: [userID]) ?? 0
        guard offset < total else {
            return ItemPage(items: [], offset: offset, total: total)
        }
        let rows: [Row]
        if let first = try firstIDIfDense(db, userID: userID, total: total) {
            rows = try Row.fetchAll(db.cachedStatement(sql: pageByIDSQL), arguments: [userID, first + Int64(offset), limit])
        } else {
            rows = try Row.fetchAll(db.cachedStatement(sql: pageByOffsetSQL), arguments: [userID, limit, offset])
        }
        return ItemPage(items: rows.map(Item.init(row:)), offset: offset, total: total)
    }

    /// The validator of ``items(userID:offset:limit:unlessHeld:)``, read in `db`'s transaction.
    private static func fetchValidator(_ db: Database, userID: Int64, offset: Int, limit: Int) throws -> String {
        let row = try Row.fetchOne(db.cachedStatement(sql: validatorSQL), arguments: [MetaStore.epochKey, userID])
        // A user with no items ever has no count row yet: version 0, before the first insert.
        let (epoch, version) = (row?[0] as String? ?? "", row?[1] as Int64? ?? 0)
        return "\(epoch)-\(userID)-\(version)-\(offset)-\(limit)"
    }

    /// User `userID`'s item with `id`.
    /// - Throws: ``ServiceError/notFound`` when the user has none (another user's item is not
    ///   found either).
    public func item(id: Int64, userID: Int64) async throws(ServiceError) -> Item {
        try await database.read { db in
            try Self.fetchItem(db, id: id, userID: userID)
        }
    }

    /// Saves whether user `userID`'s item `id` is enabled and returns the item as saved. Other
    /// users' items with the same id are left as they are.
    /// - Throws: ``ServiceError/notFound`` when the user has no such item.
    public func setEnabled(_ enabled: Bool, id: Int64, userID: Int64) async throws(ServiceError) -> Item {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE item SET enabled = ? WHERE user_id = ? AND id = ?",
                arguments: [enabled, userID, id]
            )
            guard db.changesCount > 0 else {
                throw ServiceError.notFound
            }
            return try Self.fetchItem(db, id: id, userID: userID)
        }
    }

    /// Deletes user `userID`'s item `id`.
    /// - Throws: ``ServiceError/notFound`` when the user has no such item.
    public func delete(id: Int64, userID: Int64) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM item WHERE user_id = ? AND id = ?", arguments: [userID, id])
            guard db.changesCount > 0 else {
                throw ServiceError.notFound
            }
        }
    }

    /// Deletes every item of user `userID` (and no one else's) and returns how many were deleted.
    public func deleteAll(userID: Int64) async throws(ServiceError) -> Int {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM item WHERE user_id = ?", arguments: [userID])
            return db.changesCount
        }
    }

    // MARK: Seeding

    /// Gives user `userID` items `1 ... count` again as ``ItemSeed`` defines them (overwriting any
    /// with those ids, so twice is the same as once) and returns how many items the user has.
    public func addSampleItems(count: Int, userID: Int64) async throws(ServiceError) -> Int {
        try await seedItems(count: count, userID: userID)
        return try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item WHERE user_id = ?", arguments: [userID]) ?? 0
        }
    }

    /// Writes items `1 ... count` of user `userID` as ``ItemSeed`` defines them; see
    /// ``seedItems(count:userIDs:progress:)``.
    public func seedItems(count: Int, userID: Int64, progress: ((Int, Int) -> Void)? = nil) async throws(ServiceError) {
        try await seedItems(count: count, userIDs: [userID], progress: progress)
    }

    /// Writes items `1 ... count` for each user of `userIDs` (so they all start with the same
    /// items) as ``ItemSeed`` defines them, user after user, ``seedBatchSize`` per transaction
    /// through one prepared statement, overwriting a user's items with the same ids. Calls
    /// `progress(done, total)` after each batch, counting the items of every user
    /// (`total = count × userIDs.count`). Seeding the same count twice gives the same data.
    /// - Throws: ``ServiceError/invalidRequest(_:)`` when `count` is negative,
    ///   ``ServiceError/cancelled`` when the task is cancelled between two batches,
    ///   ``ServiceError/storage(_:)`` when a user does not exist.
    public func seedItems(count: Int, userIDs: [Int64], progress: ((Int, Int) -> Void)? = nil) async throws(ServiceError) {
        guard count >= 0 else {
            throw .invalidRequest("The number of items to seed must be zero or more, not \(count).")
        }
        let total = count * userIDs.count
        var written = 0
        for userID in userIDs {
            var done = 0
            while done < count {
                if Task.isCancelled {
                    throw .cancelled
                }
                let range = Int64(done + 1) ... Int64(min(done + Self.seedBatchSize, count))
                try await database.write { db in
                    let statement = try db.cachedStatement(sql: ItemSeed.insertBatchSQL)
                    try statement.execute(arguments: ItemSeed.insertBatchArguments(range, userID: userID))
                }
                written += Int(range.upperBound) - done
                done = Int(range.upperBound)
                progress?(written, total)
            }
        }
    }

    /// Seeds `count` items for every user of the database (see
    /// ``seedItems(count:userIDs:progress:)``) unless this database was seeded before, and
    /// remembers it did: a database whose items were deleted stays empty. Call it once the users
    /// exist: a user added later starts with no items.
    /// - Returns: Whether it seeded.
    @discardableResult
    public func seedItemsIfNeeded(count: Int, progress: ((Int, Int) -> Void)? = nil) async throws(ServiceError) -> Bool {
        let meta = MetaStore(database: database)
        guard try await meta.value(for: Self.seededKey) == nil else {
            return false
        }
        let userIDs = try await database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM user ORDER BY id")
        }
        try await seedItems(count: count, userIDs: userIDs, progress: progress)
        try await meta.setValue("\(count)", for: Self.seededKey)
        return true
    }

    // MARK: Helpers

    /// Checks the arguments of ``items(userID:offset:limit:)``.
    static func validate(offset: Int, limit: Int) throws(ServiceError) {
        guard offset >= 0 else {
            throw .invalidRequest("The offset must be zero or more, not \(offset).")
        }
        guard (1 ... APIPath.maxPageSize).contains(limit) else {
            throw .invalidRequest("The limit must be between 1 and \(APIPath.maxPageSize), not \(limit).")
        }
    }

    /// The smallest id of user `userID` when their `total` ids are consecutive (so their item at
    /// offset `n` has id `first + n`), `nil` when there are gaps.
    private static func firstIDIfDense(_ db: Database, userID: Int64, total: Int) throws -> Int64? {
        // Two subqueries: SQLite reads MIN or MAX from one end of the user's range of the primary
        // key only when each is alone.
        let bounds = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT (SELECT MIN(id) FROM item WHERE user_id = ?1), (SELECT MAX(id) FROM item WHERE user_id = ?1)"),
            arguments: [userID]
        )
        guard let bounds, let first: Int64 = bounds[0], let last: Int64 = bounds[1] else {
            return nil
        }
        let (span, overflow) = last.subtractingReportingOverflow(first)
        return !overflow && span == Int64(total) - 1 ? first : nil
    }

    /// User `userID`'s item with `id`, or ``ServiceError/notFound``.
    private static func fetchItem(_ db: Database, id: Int64, userID: Int64) throws -> Item {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: itemSQL), arguments: [userID, id]) else {
            throw ServiceError.notFound
        }
        return Item(row: row)
    }
}

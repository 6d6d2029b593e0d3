import GRDB

/// The item tables of the API's migrations "v4: items per user" and "v6: item versions, database
/// epoch" (kept out of ``DatabaseSchema`` so that shared file only names the migrations).
enum ItemTables {
    /// Makes items per-user data: every user gets a copy of every existing item (so nothing anyone
    /// saw disappears), and the single-row `item_count` becomes one count per user.
    ///
    /// - `item` is rebuilt `WITHOUT ROWID` with the primary key `(user_id, id)`: a user's items
    ///   are one contiguous, id-ordered range of the b-tree, so a page, or the smallest and
    ///   largest id of a user, is read straight from it. Deleting a user deletes their items.
    /// - `item_count(user_id, count)` is kept by triggers whatever writes `item`. A `BEFORE
    ///   INSERT` trigger creates a user's row (at 0) only when it is missing, and the `AFTER`
    ///   triggers add and subtract one: an `INSERT` statement (an UPSERT, or `INSERT OR IGNORE`)
    ///   run for every inserted item made seeding about twice as slow as this `UPDATE`.
    static func migrateToItemsPerUser(_ db: Database) throws {
        try db.create(table: "item_v4", options: .withoutRowID) { table in
            table.column("user_id", .integer).notNull().references("user", onDelete: .cascade)
            table.column("id", .integer).notNull()
            table.column("name", .text).notNull()
            table.column("enabled", .boolean).notNull()
            // Milliseconds since 1970, like the API.
            table.column("date", .integer).notNull()
            table.primaryKey(["user_id", "id"])
        }
        // User by user, each in id order: rows are appended to the b-tree, never inserted between.
        try db.execute(
            sql: """
                INSERT INTO item_v4 (user_id, id, name, enabled, date)
                SELECT user.id, item.id, item.name, item.enabled, item.date
                FROM user CROSS JOIN item
                ORDER BY user.id, item.id
                """
        )
        try db.execute(sql: "DROP TRIGGER item_count_after_insert; DROP TRIGGER item_count_after_delete")
        try db.drop(table: "item")
        try db.drop(table: "item_count")
        try db.rename(table: "item_v4", to: "item")

        try db.create(table: "item_count") { table in
            table.primaryKey("user_id", .integer).references("user", onDelete: .cascade)
            table.column("count", .integer).notNull()
        }
        try db.execute(
            sql: """
                INSERT INTO item_count (user_id, count) SELECT user_id, COUNT(*) FROM item GROUP BY user_id;
                CREATE TRIGGER item_count_before_insert BEFORE INSERT ON item
                WHEN NOT EXISTS (SELECT 1 FROM item_count WHERE user_id = NEW.user_id)
                BEGIN INSERT INTO item_count (user_id, count) VALUES (NEW.user_id, 0); END;
                CREATE TRIGGER item_count_after_insert AFTER INSERT ON item
                BEGIN UPDATE item_count SET count = count + 1 WHERE user_id = NEW.user_id; END;
                CREATE TRIGGER item_count_after_delete AFTER DELETE ON item
                BEGIN UPDATE item_count SET count = count - 1 WHERE user_id = OLD.user_id; END;
                """
        )
    }

    /// Gives each user's `item_count` row a `version`, a change counter the triggers raise by one
    /// for every item of the user inserted, changed or deleted, so the API can tell a client whose
    /// copy of a page is still current without reading the page (``ItemStore/items(userID:offset:limit:unlessHeld:)``).
    ///
    /// The counter never goes down, and a user's row is only ever deleted with the user (whose id
    /// is never given again), so a version is never seen twice with different items. It is folded
    /// into the count's own `AFTER INSERT` and `AFTER DELETE` updates: seeding still runs one
    /// `UPDATE` of the same row per item, as the v4 triggers were shaped for. A new `AFTER UPDATE`
    /// trigger raises it on a change (a PATCH, or seeding over existing ids, an UPSERT's update);
    /// items never move between users, so it raises the counter of `NEW.user_id` only.
    static func addVersions(_ db: Database) throws {
        try db.alter(table: "item_count") { table in
            table.add(column: "version", .integer).notNull().defaults(to: 0)
        }
        try db.execute(
            sql: """
                DROP TRIGGER item_count_after_insert;
                DROP TRIGGER item_count_after_delete;
                CREATE TRIGGER item_count_after_insert AFTER INSERT ON item
                BEGIN UPDATE item_count SET count = count + 1, version = version + 1 WHERE user_id = NEW.user_id; END;
                CREATE TRIGGER item_count_after_delete AFTER DELETE ON item
                BEGIN UPDATE item_count SET count = count - 1, version = version + 1 WHERE user_id = OLD.user_id; END;
                CREATE TRIGGER item_count_after_update AFTER UPDATE ON item
                BEGIN UPDATE item_count SET version = version + 1 WHERE user_id = NEW.user_id; END;
                """
        )
    }
}

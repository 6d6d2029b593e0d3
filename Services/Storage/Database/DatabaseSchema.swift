import GRDB

/// The schema of the database as a list of named migrations. Never edit a shipped migration:
/// append a new one.
enum DatabaseSchema {
    /// The migrator that brings any database file up to date.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: user, item, token, meta") { db in
            try db.create(table: "user") { table in
                table.autoIncrementedPrimaryKey("id")
                // UNIQUE also gives the index logging in looks users up with.
                table.column("username", .text).notNull().unique()
                table.column("display_name", .text).notNull()
                table.column("password_hash", .text).notNull()
            }
            try db.create(table: "item") { table in
                // The rowid: pages are read in id order straight from the table's b-tree.
                table.primaryKey("id", .integer)
                table.column("name", .text).notNull()
                table.column("enabled", .boolean).notNull()
                // Milliseconds since 1970, like the API.
                table.column("date", .integer).notNull()
            }
            try db.create(table: "token", options: .withoutRowID) { table in
                table.primaryKey("token", .text)
                table.column("user_id", .integer).notNull()
                    .indexed()
                    .references("user", onDelete: .cascade)
                table.column("created_at", .integer).notNull()
            }
            try db.create(table: "meta", options: .withoutRowID) { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2: item count") { db in
            // COUNT(*) walks the whole table: keep the count of items in one row instead, kept
            // right by triggers whatever writes the table.
            try db.create(table: "item_count") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("count", .integer).notNull()
            }
            try db.execute(
                sql: """
                    INSERT INTO item_count (id, count) SELECT 1, COUNT(*) FROM item;
                    CREATE TRIGGER item_count_after_insert AFTER INSERT ON item
                    BEGIN UPDATE item_count SET count = count + 1 WHERE id = 1; END;
                    CREATE TRIGGER item_count_after_delete AFTER DELETE ON item
                    BEGIN UPDATE item_count SET count = count - 1 WHERE id = 1; END;
                    """
            )
        }
        migrator.registerMigration("v3: contacts, products, orders") { db in
            try OrderTables.create(db)
        }
        migrator.registerMigration("v4: items per user") { db in
            try ItemTables.migrateToItemsPerUser(db)
        }
        migrator.registerMigration("v5: token lifetimes") { db in
            // When each token was last used, for its idle lifetime; tokens made before count from
            // their creation.
            try db.alter(table: "token") { table in
                table.add(column: "last_used_at", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE token SET last_used_at = created_at")
            try db.create(index: "token_by_last_use", on: "token", columns: ["last_used_at"])
            try db.create(index: "token_by_creation", on: "token", columns: ["created_at"])
        }
        migrator.registerMigration("v6: item versions, database epoch") { db in
            try ItemTables.addVersions(db)
            try MetaStore.makeEpoch(db)
        }
        migrator.registerMigration("v7: feature flags per user") { db in
            try FeatureFlagStore.createTable(db)
        }
        return migrator
    }
}

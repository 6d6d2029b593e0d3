import GRDB

/// The schema of the app's own client database (``SQLiteSchema/client``), a file separate from
/// the API's. Never edit a shipped migration: append a new one.
enum ClientDatabaseSchema {
    /// The migrator that brings any client database file up to date.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("client v1: cache, outbox, sessions") { db in
            // The last contacts and products the API gave each user.
            try db.create(table: "cached_contact") { table in
                table.column("user_id", .integer).notNull()
                table.column("id", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("phone", .text).notNull()
                table.column("address", .text).notNull()
                table.column("company", .text).notNull()
                table.primaryKey(["user_id", "id"])
            }
            try db.create(table: "cached_product") { table in
                table.column("user_id", .integer).notNull()
                table.column("id", .integer).notNull()
                table.column("name", .text).notNull()
                table.column("unit_price", .integer).notNull()
                table.primaryKey(["user_id", "id"])
            }
            // When each cached list was saved (a list can be cached empty).
            try db.create(table: "cache_state", options: .withoutRowID) { table in
                table.column("user_id", .integer).notNull()
                table.column("list", .text).notNull()
                table.column("saved_at", .integer).notNull()
                table.primaryKey(["user_id", "list"])
            }
            // The outbox and the local copy of the orders: pending rows wait to be sent,
            // sent rows are what the server confirmed, refused rows what it turned down.
            try db.create(table: "local_order") { table in
                table.primaryKey("key", .text)
                table.column("user_id", .integer).notNull()
                table.column("contact_id", .integer).notNull()
                table.column("contact_name", .text).notNull()
                table.column("product_id", .integer).notNull()
                table.column("product_name", .text).notNull()
                table.column("quantity", .integer).notNull()
                table.column("unit_price", .integer).notNull()
                table.column("item_total", .integer).notNull()
                table.column("tax", .integer).notNull()
                table.column("total", .integer).notNull()
                table.column("created_at", .integer).notNull()
                table.column("status", .text).notNull()
                table.column("attempts", .integer).notNull().defaults(to: 0)
                table.column("next_attempt_at", .integer).notNull()
                table.column("last_error", .text)
                table.column("saved_at", .integer).notNull()
            }
            try db.create(index: "local_order_by_user_date", on: "local_order", columns: ["user_id", "created_at"])
            try db.create(index: "local_order_by_status", on: "local_order", columns: ["status", "next_attempt_at"])
            // The latest session of each user, so pending orders can be sent after a restart.
            try db.create(table: "stored_session") { table in
                table.primaryKey("user_id", .integer)
                table.column("token", .text).notNull()
                table.column("username", .text).notNull()
                table.column("display_name", .text).notNull()
                table.column("saved_at", .integer).notNull()
            }
        }
        migrator.registerMigration("client v2: orders keyed per user") { db in
            // Two users may use the same idempotency key (the server keys orders per user), so
            // the key alone must not identify a row: a server order of one user could otherwise
            // overwrite another's pending order and mark it sent.
            try db.create(table: "local_order_v2") { table in
                table.column("key", .text).notNull()
                table.column("user_id", .integer).notNull()
                table.column("contact_id", .integer).notNull()
                table.column("contact_name", .text).notNull()
                table.column("product_id", .integer).notNull()
                table.column("product_name", .text).notNull()
                table.column("quantity", .integer).notNull()
                table.column("unit_price", .integer).notNull()
                table.column("item_total", .integer).notNull()
                table.column("tax", .integer).notNull()
                table.column("total", .integer).notNull()
                table.column("created_at", .integer).notNull()
                table.column("status", .text).notNull()
                table.column("attempts", .integer).notNull().defaults(to: 0)
                table.column("next_attempt_at", .integer).notNull()
                table.column("last_error", .text)
                table.column("saved_at", .integer).notNull()
                table.primaryKey(["user_id", "key"])
            }
            try db.execute(sql: "INSERT INTO local_order_v2 SELECT * FROM local_order")
            try db.drop(table: "local_order")
            try db.rename(table: "local_order_v2", to: "local_order")
            try db.create(index: "local_order_by_user_date", on: "local_order", columns: ["user_id", "created_at"])
            try db.create(index: "local_order_by_status", on: "local_order", columns: ["status", "next_attempt_at"])
        }
        migrator.registerMigration("client v3: cached documents") { db in
            // Whole values read from the API (a page of items, the employees, the account), each
            // user's last copy per key, as JSON: shown when the API cannot be reached.
            try db.create(table: "cached_document", options: .withoutRowID) { table in
                table.column("user_id", .integer).notNull()
                table.column("key", .text).notNull()
                table.column("body", .blob).notNull()
                table.column("saved_at", .integer).notNull()
                table.primaryKey(["user_id", "key"])
            }
        }
        migrator.registerMigration("client v4: logouts to send") { db in
            // Tokens of sessions logged out whose end the API has not confirmed yet: sent again
            // until it answers, so a logout made while the API is away still ends the session there.
            try db.create(table: "pending_logout", options: .withoutRowID) { table in
                table.primaryKey("token", .text)
                table.column("user_id", .integer).notNull()
                table.column("queued_at", .integer).notNull()
            }
        }
        migrator.registerMigration("client v5: cached documents as the API's bytes") { db in
            // Copies are kept as the API answered them from now on, and read with its decoder.
            // Earlier copies were encoded by the app with other dates, which that decoder would
            // misread: they are dropped, and the next live read of each writes it again.
            try db.execute(sql: "DELETE FROM cached_document")
        }
        migrator.registerMigration("client v6: document validators") { db in
            // The validator (ETag) the API gave with each copy, if any: a read sends it back, and
            // the API answers 304 without the page while the copy is still current. Copies saved
            // before have none, and are read in full once more.
            try db.alter(table: "cached_document") { table in
                table.add(column: "validator", .text)
            }
        }
        return migrator
    }
}

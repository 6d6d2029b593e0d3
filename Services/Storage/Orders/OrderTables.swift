import GRDB

/// The tables of the API's migration "v3: contacts, products, orders" (kept out of
/// ``DatabaseSchema`` so that shared file only names the migration).
enum OrderTables {
    /// Creates `contact`, `product` and `sales_order`.
    static func create(_ db: Database) throws {
        try db.create(table: "contact") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("user_id", .integer).notNull()
                .indexed()
                .references("user", onDelete: .cascade)
            table.column("name", .text).notNull()
            table.column("phone", .text).notNull()
            table.column("address", .text).notNull()
            table.column("company", .text).notNull()
        }
        try db.create(table: "product") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("name", .text).notNull()
            // Cents, like ``Money``.
            table.column("unit_price", .integer).notNull().check { $0 >= 0 }
        }
        // `order` is an SQL keyword: the table of orders is `sales_order`.
        try db.create(table: "sales_order") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("user_id", .integer).notNull().references("user", onDelete: .cascade)
            // The client's Idempotency-Key: one order per key and user, whatever races.
            table.column("idempotency_key", .text).notNull()
            table.column("contact_id", .integer).notNull()
            table.column("contact_name", .text).notNull()
            table.column("product_id", .integer).notNull()
            table.column("product_name", .text).notNull()
            table.column("quantity", .integer).notNull().check { $0 >= 1 }
            // Prices in cents, computed with OrderPricing from the product's price at that time.
            table.column("unit_price", .integer).notNull()
            table.column("item_total", .integer).notNull()
            table.column("tax", .integer).notNull()
            table.column("total", .integer).notNull()
            // Milliseconds since 1970: when the user saved it, and when the server stored it.
            table.column("created_at", .integer).notNull()
            table.column("stored_at", .integer).notNull()
            table.uniqueKey(["user_id", "idempotency_key"])
        }
        try db.create(index: "sales_order_by_user_date", on: "sales_order", columns: ["user_id", "created_at"])
        try db.create(index: "sales_order_by_contact_date", on: "sales_order", columns: ["user_id", "contact_id", "created_at"])
    }
}

import Domain
import Foundation
import GRDB

/// The order outbox and local copy of each user's orders, in the client database. An order is
/// written here, durably and once per key, before any attempt to send it; it is never deleted.
///
/// Kept in one file on purpose: every statement on the `local_order` table is here, so a change
/// to the table is checked against all of them in one place.
public struct OutboxStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `local_order` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Saves `order` (status ``OrderStatus/pending``, due at once) with its user's `signIn`, in
    /// one transaction, unless that user already saved an order with the same key: then nothing is
    /// written and the stored entry is returned, so saving the same draft twice keeps one row.
    /// - Returns: The stored entry, and whether it was written now.
    public func save(_ order: Order, signIn: SignIn, at date: Date) async throws(ServiceError) -> (entry: OutboxEntry, isNew: Bool) {
        try await database.write { db in
            try SignInStore.save(db, signIn, at: date)
            let now = Milliseconds.from(date)
            try db.execute(
                sql: """
                    INSERT INTO local_order (key, user_id, contact_id, contact_name, product_id, product_name, quantity,
                        unit_price, item_total, tax, total, created_at, status, attempts, next_attempt_at, last_error, saved_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, NULL, ?)
                    ON CONFLICT (user_id, key) DO NOTHING
                    """,
                arguments: [
                    order.id, signIn.user.id, order.contactID, order.contactName, order.productID, order.productName,
                    order.quantity, order.unitPrice.cents, order.itemTotal.cents, order.tax.cents, order.total.cents,
                    Milliseconds.from(order.createdAt), OrderStatus.pending.rawValue, now, now,
                ]
            )
            let isNew = db.changesCount == 1
            guard let entry = try Self.fetch(db, OutboxKey(userID: signIn.user.id, key: order.id)) else {
                throw ServiceError.storage("The order \(order.id) was neither saved nor found.")
            }
            return (entry, isNew)
        }
    }

    /// The entry `id` (a user's order key), if any.
    public func entry(_ id: OutboxKey) async throws(ServiceError) -> OutboxEntry? {
        try await database.read { db in
            try Self.fetch(db, id)
        }
    }

    /// Every pending entry, oldest saved first; only those due by `date` when given.
    public func pending(dueBy date: Date? = nil) async throws(ServiceError) -> [OutboxEntry] {
        try await database.read { db in
            if let date {
                return try Row.fetchAll(
                    db,
                    sql: """
                        SELECT \(OutboxEntry.selection) FROM local_order WHERE status = ? AND next_attempt_at <= ?
                        ORDER BY saved_at, key
                        """,
                    arguments: [OrderStatus.pending.rawValue, Milliseconds.from(date)]
                ).map(OutboxEntry.init(row:))
            }
            return try Row.fetchAll(
                db,
                sql: "SELECT \(OutboxEntry.selection) FROM local_order WHERE status = ? ORDER BY saved_at, key",
                arguments: [OrderStatus.pending.rawValue]
            ).map(OutboxEntry.init(row:))
        }
    }

    /// Every entry of user `userID` (only those for contact `contactID` when given), newest
    /// first.
    public func entries(userID: Int64, contactID: Int64? = nil) async throws(ServiceError) -> [OutboxEntry] {
        try await database.read { db in
            var sql = "SELECT \(OutboxEntry.selection) FROM local_order WHERE user_id = ?"
            var arguments: StatementArguments = [userID]
            if let contactID {
                sql += " AND contact_id = ?"
                arguments += [contactID]
            }
            sql += " ORDER BY created_at DESC, key DESC"
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map(OutboxEntry.init(row:))
        }
    }

    /// Every entry of every user, oldest saved first.
    public func allEntries() async throws(ServiceError) -> [OutboxEntry] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(OutboxEntry.selection) FROM local_order ORDER BY saved_at, key").map(OutboxEntry.init(row:))
        }
    }

    /// Records that the server stored user `userID`'s order: the row takes the server's copy (its
    /// prices rule) with status ``OrderStatus/sent``.
    public func markSent(_ order: Order, userID: Int64) async throws(ServiceError) {
        try await database.write { db in
            try Self.update(db, with: order.with(status: .sent), userID: userID)
        }
    }

    /// Records a failed attempt at sending order `id`: one more attempt, the next one not before
    /// `nextAttemptAt`, and why it failed. The order stays pending.
    public func markRetry(_ id: OutboxKey, nextAttemptAt: Date, error: String) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: """
                    UPDATE local_order SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?
                    WHERE user_id = ? AND key = ? AND status = ?
                    """,
                arguments: [Milliseconds.from(nextAttemptAt), error, id.userID, id.key, OrderStatus.pending.rawValue]
            )
        }
    }

    /// Makes every pending order due at `date` (the server answered again, so nothing waits for
    /// the backoff any more).
    public func makePendingDue(at date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE local_order SET next_attempt_at = ? WHERE status = ? AND next_attempt_at > ?",
                arguments: [Milliseconds.from(date), OrderStatus.pending.rawValue, Milliseconds.from(date)]
            )
        }
    }

    /// Records why order `id` is not sent now without counting an attempt (for example its
    /// sign-in was refused and it waits for a new login).
    public func note(_ id: OutboxKey, error: String) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: "UPDATE local_order SET last_error = ? WHERE user_id = ? AND key = ?", arguments: [error, id.userID, id.key]
            )
        }
    }

    /// Records that the server refused order `id` for `reason`: it is never sent again, and
    /// stays in the history as ``OrderStatus/refused``.
    public func markRefused(_ id: OutboxKey, reason: String) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: """
                    UPDATE local_order SET status = ?, attempts = attempts + 1, last_error = ?
                    WHERE user_id = ? AND key = ? AND status = ?
                    """,
                arguments: [OrderStatus.refused.rawValue, reason, id.userID, id.key, OrderStatus.pending.rawValue]
            )
        }
    }

    /// Puts refused order `id` back on its way: pending, due at `date`, its reason forgotten (the
    /// user asked to send it again, with the same key). A row in another state is left as it is.
    public func requeue(_ id: OutboxKey, at date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(
                sql: """
                    UPDATE local_order SET status = ?, next_attempt_at = ?, last_error = NULL
                    WHERE user_id = ? AND key = ? AND status = ?
                    """,
                arguments: [OrderStatus.pending.rawValue, Milliseconds.from(date), id.userID, id.key, OrderStatus.refused.rawValue]
            )
        }
    }

    /// Keeps `orders`, as the server listed them for user `userID`, as sent rows (a pending row
    /// the server turns out to have is sent), and records the list `list` as saved at `date`.
    public func cacheServerOrders(_ orders: [Order], userID: Int64, list: String, savedAt date: Date) async throws(ServiceError) {
        try await database.write { db in
            let now = Milliseconds.from(date)
            for order in orders {
                try db.execute(
                    sql: """
                        INSERT INTO local_order (key, user_id, contact_id, contact_name, product_id, product_name, quantity,
                            unit_price, item_total, tax, total, created_at, status, attempts, next_attempt_at, last_error, saved_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, NULL, ?)
                        ON CONFLICT (user_id, key) DO UPDATE SET contact_name = excluded.contact_name, product_name = excluded.product_name,
                            unit_price = excluded.unit_price, item_total = excluded.item_total, tax = excluded.tax,
                            total = excluded.total, status = excluded.status, last_error = NULL
                        """,
                    arguments: [
                        order.id, userID, order.contactID, order.contactName, order.productID, order.productName,
                        order.quantity, order.unitPrice.cents, order.itemTotal.cents, order.tax.cents, order.total.cents,
                        Milliseconds.from(order.createdAt), OrderStatus.sent.rawValue, now, now,
                    ]
                )
            }
            try EntityCacheStore.markSaved(db, userID: userID, list: list, at: date)
        }
    }

    /// The entry `id`, read inside a transaction.
    static func fetch(_ db: Database, _ id: OutboxKey) throws -> OutboxEntry? {
        try Row.fetchOne(
            db, sql: "SELECT \(OutboxEntry.selection) FROM local_order WHERE user_id = ? AND key = ?", arguments: [id.userID, id.key]
        ).map(OutboxEntry.init(row:))
    }

    /// Overwrites the order columns of user `userID`'s row with `order`'s key, inside a transaction.
    private static func update(_ db: Database, with order: Order, userID: Int64) throws {
        try db.execute(
            sql: """
                UPDATE local_order SET contact_name = ?, product_name = ?, unit_price = ?, item_total = ?, tax = ?, total = ?,
                    status = ?, last_error = NULL WHERE user_id = ? AND key = ?
                """,
            arguments: [
                order.contactName, order.productName, order.unitPrice.cents, order.itemTotal.cents, order.tax.cents,
                order.total.cents, order.status.rawValue, userID, order.id,
            ]
        )
    }
}

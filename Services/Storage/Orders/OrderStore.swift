import Domain
import Foundation
import GRDB

/// The orders of each user of the API's ``SQLiteDatabase``, stored once per idempotency key.
public struct OrderStore: Sendable {
    /// The columns ``order(row:)`` reads, in the order of a `SELECT`.
    static let selection = """
        idempotency_key, contact_id, contact_name, product_id, product_name, quantity,
        unit_price, item_total, tax, total, created_at
        """

    private let database: SQLiteDatabase

    /// A store reading and writing the `sales_order` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Stores the order `request` describes for user `userID` under `key`, priced with
    /// ``OrderPricing`` from the product's current price, unless the user already has an order
    /// with that key.
    ///
    /// One write transaction: the contact and product are read, then the row is inserted with
    /// `ON CONFLICT DO NOTHING` on the `UNIQUE (user_id, idempotency_key)` constraint, so two
    /// requests with the same key, however close, store one row; the second one finds it.
    /// - Throws: ``ServiceError/notFound`` when the user has no such contact or there is no such
    ///   product; ``ServiceError/invalidRequest(_:)`` for a quantity below 1.
    public func create(key: String, userID: Int64, request: CreateOrderRequest, storedAt: Date = Date()) async throws(ServiceError) -> OrderCreation {
        guard request.quantity >= 1 else {
            throw .invalidRequest("The quantity must be 1 or more, not \(request.quantity).")
        }
        if let problem = request.createdAtProblem { throw .invalidRequest(problem) }
        return try await database.write { db in
            guard let contact = try ContactStore.fetch(db, id: request.contactID, userID: userID),
                let product = try ProductStore.fetch(db, id: request.productID)
            else {
                throw ServiceError.notFound
            }
            let createdAt = Milliseconds.from(request.createdAt)
            let draft = OrderDraft(
                key: key,
                userID: userID,
                contactID: contact.id,
                productID: product.id,
                quantity: request.quantity,
                createdAt: Milliseconds.date(createdAt)
            )
            let order = Order(draft: draft, contactName: contact.name, product: product, status: .sent)
            try db.execute(
                sql: """
                    INSERT INTO sales_order (user_id, idempotency_key, contact_id, contact_name, product_id, product_name,
                        quantity, unit_price, item_total, tax, total, created_at, stored_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (user_id, idempotency_key) DO NOTHING
                    """,
                arguments: [
                    userID, key, order.contactID, order.contactName, order.productID, order.productName,
                    order.quantity, order.unitPrice.cents, order.itemTotal.cents, order.tax.cents, order.total.cents,
                    createdAt, Milliseconds.from(storedAt),
                ]
            )
            if db.changesCount == 1 {
                return .created(order)
            }
            guard let stored = try Self.fetch(db, key: key, userID: userID) else {
                throw ServiceError.storage("The order \(key) was neither inserted nor found.")
            }
            let same =
                stored.contactID == request.contactID && stored.productID == request.productID
                && stored.quantity == request.quantity && Milliseconds.from(stored.createdAt) == createdAt
            return same ? .repeated(stored) : .conflicting(stored)
        }
    }

    /// The orders of user `userID` (only those for contact `contactID` when given), newest first.
    public func orders(userID: Int64, contactID: Int64? = nil) async throws(ServiceError) -> [Order] {
        try await database.read { db in
            let rows: [Row]
            if let contactID {
                rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(Self.selection) FROM sales_order WHERE user_id = ? AND contact_id = ? ORDER BY created_at DESC, id DESC",
                    arguments: [userID, contactID]
                )
            } else {
                rows = try Row.fetchAll(
                    db,
                    sql: "SELECT \(Self.selection) FROM sales_order WHERE user_id = ? ORDER BY created_at DESC, id DESC",
                    arguments: [userID]
                )
            }
            return rows.map(Self.order(row:))
        }
    }

    /// How many rows hold `key` for user `userID` (0 or 1, by the UNIQUE constraint).
    public func count(key: String, userID: Int64) async throws(ServiceError) -> Int {
        try await database.read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM sales_order WHERE user_id = ? AND idempotency_key = ?",
                arguments: [userID, key]
            ) ?? 0
        }
    }

    /// The order of user `userID` with `key`, read inside a transaction.
    static func fetch(_ db: Database, key: String, userID: Int64) throws -> Order? {
        try Row.fetchOne(
            db,
            sql: "SELECT \(selection) FROM sales_order WHERE user_id = ? AND idempotency_key = ?",
            arguments: [userID, key]
        ).map(order(row:))
    }

    /// The order in a row selected with ``selection``.
    static func order(row: Row) -> Order {
        Order(row: row, status: .sent)
    }
}

import Domain
import GRDB

/// The products of the API's ``SQLiteDatabase``, the same for every user.
public struct ProductStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `product` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Every product, by name.
    public func products() async throws(ServiceError) -> [Product] {
        try await database.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, unit_price FROM product ORDER BY name, id").map(Self.product(row:))
        }
    }

    /// Product `id`.
    /// - Throws: ``ServiceError/notFound`` when there is none.
    public func product(id: Int64) async throws(ServiceError) -> Product {
        try await database.read { db in
            guard let product = try Self.fetch(db, id: id) else {
                throw ServiceError.notFound
            }
            return product
        }
    }

    /// Adds a product and returns it with its new id.
    public func insert(name: String, unitPrice: Money) async throws(ServiceError) -> Product {
        try await database.write { db in
            try Self.insert(db, name: name, unitPrice: unitPrice)
        }
    }

    /// Inserts a product inside a transaction.
    static func insert(_ db: Database, name: String, unitPrice: Money) throws -> Product {
        try db.execute(sql: "INSERT INTO product (name, unit_price) VALUES (?, ?)", arguments: [name, unitPrice.cents])
        return Product(id: db.lastInsertedRowID, name: name, unitPrice: unitPrice)
    }

    /// Product `id`, read inside a transaction.
    static func fetch(_ db: Database, id: Int64) throws -> Product? {
        try Row.fetchOne(db, sql: "SELECT id, name, unit_price FROM product WHERE id = ?", arguments: [id]).map(product(row:))
    }

    private static func product(row: Row) -> Product {
        Product(id: row[0], name: row[1], unitPrice: Money(cents: row[2]))
    }
}

import Domain
import GRDB

/// The contacts of each user of the API's ``SQLiteDatabase``.
public struct ContactStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the `contact` table of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    /// Every contact of user `userID`, by name.
    public func contacts(userID: Int64) async throws(ServiceError) -> [Contact] {
        try await database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT id, name, phone, address, company FROM contact WHERE user_id = ? ORDER BY name, id",
                arguments: [userID]
            ).map(Self.contact(row:))
        }
    }

    /// Contact `id` of user `userID`.
    /// - Throws: ``ServiceError/notFound`` when the user has no such contact (another user's
    ///   contact is not found either).
    public func contact(id: Int64, userID: Int64) async throws(ServiceError) -> Contact {
        try await database.read { db in
            guard let contact = try Self.fetch(db, id: id, userID: userID) else {
                throw ServiceError.notFound
            }
            return contact
        }
    }

    /// Adds a contact for user `userID` and returns it with its new id.
    public func insert(userID: Int64, name: String, phone: String, address: String, company: String) async throws(ServiceError) -> Contact {
        try await database.write { db in
            try Self.insert(db, userID: userID, name: name, phone: phone, address: address, company: company)
        }
    }

    /// Inserts a contact inside a transaction.
    static func insert(_ db: Database, userID: Int64, name: String, phone: String, address: String, company: String) throws -> Contact {
        try db.execute(
            sql: "INSERT INTO contact (user_id, name, phone, address, company) VALUES (?, ?, ?, ?, ?)",
            arguments: [userID, name, phone, address, company]
        )
        return Contact(id: db.lastInsertedRowID, name: name, phone: phone, address: address, company: company)
    }

    /// Contact `id` of user `userID`, read inside a transaction.
    static func fetch(_ db: Database, id: Int64, userID: Int64) throws -> Contact? {
        try Row.fetchOne(
            db,
            sql: "SELECT id, name, phone, address, company FROM contact WHERE id = ? AND user_id = ?",
            arguments: [id, userID]
        ).map(contact(row:))
    }

    private static func contact(row: Row) -> Contact {
        Contact(id: row[0], name: row[1], phone: row[2], address: row[3], company: row[4])
    }
}

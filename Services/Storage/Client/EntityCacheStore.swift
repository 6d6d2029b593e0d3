import Domain
import Foundation
import GRDB

/// Each user's last copy of their contacts and of the products, in the client database: the
/// live managers replace it after every successful read and read it when the API cannot be
/// reached.
public struct EntityCacheStore: Sendable {
    private let database: SQLiteDatabase

    /// A store reading and writing the cache tables of `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    // MARK: Contacts

    /// Replaces user `userID`'s cached contacts with `contacts`, saved at `date`, in one transaction.
    public func replaceContacts(_ contacts: [Contact], userID: Int64, savedAt date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cached_contact WHERE user_id = ?", arguments: [userID])
            for contact in contacts {
                try db.execute(
                    sql: "INSERT INTO cached_contact (user_id, id, name, phone, address, company) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [userID, contact.id, contact.name, contact.phone, contact.address, contact.company]
                )
            }
            try Self.markSaved(db, userID: userID, list: "contacts", at: date)
        }
    }

    /// User `userID`'s cached contacts by name, or `nil` when none were ever cached.
    public func contacts(userID: Int64) async throws(ServiceError) -> CachedCopy<[Contact]>? {
        try await database.read { db in
            guard let savedAt = try Self.savedAt(db, userID: userID, list: "contacts") else {
                return nil
            }
            let contacts = try Row.fetchAll(
                db,
                sql: "SELECT id, name, phone, address, company FROM cached_contact WHERE user_id = ? ORDER BY name, id",
                arguments: [userID]
            ).map { Contact(id: $0[0], name: $0[1], phone: $0[2], address: $0[3], company: $0[4]) }
            return CachedCopy(value: contacts, savedAt: savedAt)
        }
    }

    // MARK: Products

    /// Replaces user `userID`'s cached products with `products`, saved at `date`, in one transaction.
    public func replaceProducts(_ products: [Product], userID: Int64, savedAt date: Date) async throws(ServiceError) {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM cached_product WHERE user_id = ?", arguments: [userID])
            for product in products {
                try db.execute(
                    sql: "INSERT INTO cached_product (user_id, id, name, unit_price) VALUES (?, ?, ?, ?)",
                    arguments: [userID, product.id, product.name, product.unitPrice.cents]
                )
            }
            try Self.markSaved(db, userID: userID, list: "products", at: date)
        }
    }

    /// User `userID`'s cached products by name, or `nil` when none were ever cached.
    public func products(userID: Int64) async throws(ServiceError) -> CachedCopy<[Product]>? {
        try await database.read { db in
            guard let savedAt = try Self.savedAt(db, userID: userID, list: "products") else {
                return nil
            }
            let products = try Row.fetchAll(
                db,
                sql: "SELECT id, name, unit_price FROM cached_product WHERE user_id = ? ORDER BY name, id",
                arguments: [userID]
            ).map { Product(id: $0[0], name: $0[1], unitPrice: Money(cents: $0[2])) }
            return CachedCopy(value: products, savedAt: savedAt)
        }
    }

    // MARK: Lists

    /// When user `userID`'s cached `list` was saved, if ever.
    public func savedAt(userID: Int64, list: String) async throws(ServiceError) -> Date? {
        try await database.read { db in
            try Self.savedAt(db, userID: userID, list: list)
        }
    }

    /// Records that user `userID`'s cached `list` was saved at `date`, inside a transaction.
    static func markSaved(_ db: Database, userID: Int64, list: String, at date: Date) throws {
        try db.execute(
            sql: """
                INSERT INTO cache_state (user_id, list, saved_at) VALUES (?, ?, ?)
                ON CONFLICT (user_id, list) DO UPDATE SET saved_at = excluded.saved_at
                """,
            arguments: [userID, list, Milliseconds.from(date)]
        )
    }

    /// When user `userID`'s cached `list` was saved, read inside a transaction.
    static func savedAt(_ db: Database, userID: Int64, list: String) throws -> Date? {
        try Int64.fetchOne(db, sql: "SELECT saved_at FROM cache_state WHERE user_id = ? AND list = ?", arguments: [userID, list])
            .map(Milliseconds.date)
    }
}

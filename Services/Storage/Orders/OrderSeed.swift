import Domain
import Foundation
import GRDB

/// The deterministic demo data of contacts, products and orders: the same plan always gives the
/// same rows.
public enum OrderSeed {
    /// The ``MetaStore`` key set once contacts, products and orders have been seeded.
    public static let seededKey = "orders_seeded"
    /// The day the newest seeded orders were made (2026-11-16T09:00:00Z); older ones are up to
    /// three days earlier, so a history groups them by day.
    public static let baseDate = Date(timeIntervalSince1970: 1_763_283_600)

    /// What one user gets.
    public struct Plan: Sendable, Equatable {
        /// The user.
        public let userID: Int64
        /// How many contacts.
        public let contacts: Int
        /// How many past orders (for those contacts; none without contacts).
        public let orders: Int

        /// Creates a plan.
        public init(userID: Int64, contacts: Int, orders: Int) {
            self.userID = userID
            self.contacts = contacts
            self.orders = orders
        }
    }

    /// The products every database has, with their unit prices in cents.
    public static let products: [(name: String, cents: Int)] = [
        ("Anchor Bolt Set", 1_250), ("Brass Lantern", 4_999), ("Cedar Planter Box", 3_450),
        ("Desk Lamp", 2_899), ("Espresso Beans 1 kg", 2_195), ("Field Notebook", 650),
        ("Garden Hose 20 m", 3_975), ("Hand Towel Pack", 1_480), ("Ink Cartridge", 2_310),
        ("Jute Doormat", 1_999), ("Kettle, Stainless", 5_400), ("Linen Napkins (6)", 2_750),
    ]

    static let firstNames = [
        "Ada", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas",
        "Kemi", "Luca", "Maya", "Nils", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara",
        "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zoe",
    ]
    static let lastNames = [
        "Abbott", "Becker", "Costa", "Dubois", "Eriksen", "Fischer", "Garcia", "Hansen", "Ivanova",
        "Jensen", "Kowalski", "Lindqvist", "Moreau", "Novak", "Okafor",
    ]
    static let streets = ["Harbor Road", "Maple Avenue", "Mill Lane", "Station Street", "Orchard Way", "King's Row"]
    static let cities = ["Springfield", "Riverton", "Lakeside", "Oakridge", "Fairview"]
    static let companies = ["Acme Supplies", "Blue Harbor Ltd", "Cobalt Works", "Delta Foods", "Evergreen Co", "Fjord Design", "Granite & Sons"]

    /// Contact `n` (0-based) of the `owner`-th planned user: name, phone, address, company.
    static func contact(_ n: Int, owner: Int) -> (name: String, phone: String, address: String, company: String) {
        let index = n + owner * 7
        let first = firstNames[index % firstNames.count]
        let last = lastNames[(index * 7 + owner) % lastNames.count]
        let phone = String(format: "+1 555 %03d %04d", 100 + (index * 37) % 900, (index * 7_919 + 1_234) % 10_000)
        let address = "\(10 + (index * 13) % 190) \(streets[index % streets.count]), \(cities[(index / 2) % cities.count])"
        return ("\(first) \(last)", phone, address, companies[(index * 3) % companies.count])
    }

    /// The idempotency key of seeded order `n` of user `userID` (shaped like a UUID).
    static func key(userID: Int64, n: Int) -> String {
        String(format: "5EED0000-0000-4000-8000-%012lld", userID * 1_000 + Int64(n))
    }

    /// Seeds products and every plan in one transaction unless this database was seeded before,
    /// and remembers it did.
    /// - Returns: Whether it seeded.
    @discardableResult
    public static func seedIfNeeded(_ database: SQLiteDatabase, plans: [Plan]) async throws(ServiceError) -> Bool {
        try await database.write { db in
            let seeded = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [seededKey])
            guard seeded == nil else {
                return false
            }
            let products = try Self.products.map { try ProductStore.insert(db, name: $0.name, unitPrice: Money(cents: $0.cents)) }
            for (owner, plan) in plans.enumerated() {
                let contacts = try (0 ..< plan.contacts).map { n in
                    let contact = contact(n, owner: owner)
                    return try ContactStore.insert(
                        db, userID: plan.userID, name: contact.name, phone: contact.phone, address: contact.address, company: contact.company
                    )
                }
                guard !contacts.isEmpty else { continue }
                for n in 0 ..< plan.orders {
                    let contact = contacts[(n * 5) % contacts.count]
                    let product = products[(n * 7 + owner) % products.count]
                    // Newest first: order 0 on the base day, then back by one day every two orders.
                    let createdAt = baseDate.addingTimeInterval(-Double(n / 2) * 86_400 - Double(n % 2) * 5_400)
                    let draft = OrderDraft(
                        key: key(userID: plan.userID, n: n),
                        userID: plan.userID,
                        contactID: contact.id,
                        productID: product.id,
                        quantity: 1 + (n * 3) % 5,
                        createdAt: createdAt
                    )
                    let order = Order(draft: draft, contactName: contact.name, product: product, status: .sent)
                    try db.execute(
                        sql: """
                            INSERT INTO sales_order (user_id, idempotency_key, contact_id, contact_name, product_id, product_name,
                                quantity, unit_price, item_total, tax, total, created_at, stored_at)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            plan.userID, order.id, order.contactID, order.contactName, order.productID, order.productName,
                            order.quantity, order.unitPrice.cents, order.itemTotal.cents, order.tax.cents, order.total.cents,
                            Milliseconds.from(createdAt), Milliseconds.from(createdAt),
                        ]
                    )
                }
            }
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?)", arguments: [seededKey, "\(plans.count)"])
            return true
        }
    }
}

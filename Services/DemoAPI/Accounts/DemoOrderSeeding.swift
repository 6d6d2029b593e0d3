import Domain
import Storage

/// Who gets which demo contacts and orders: `demo` has 25 contacts and orders over several days,
/// `alice` a few, `bob` none (so an empty contact list can be seen).
enum DemoOrderSeeding {
    /// Contacts and orders per username.
    static let plan: [(username: String, contacts: Int, orders: Int)] = [
        (DemoAccounts.username, 25, 7),
        ("alice", 6, 2),
        ("bob", 0, 0),
    ]

    /// Seeds products, contacts and orders once per database (after the accounts exist).
    static func seedIfNeeded(_ database: SQLiteDatabase) async throws(ServiceError) {
        let users = UserStore(database: database)
        var plans: [OrderSeed.Plan] = []
        for entry in plan {
            guard let user = try await users.credentials(username: entry.username)?.user else { continue }
            plans.append(OrderSeed.Plan(userID: user.id, contacts: entry.contacts, orders: entry.orders))
        }
        try await OrderSeed.seedIfNeeded(database, plans: plans)
    }
}

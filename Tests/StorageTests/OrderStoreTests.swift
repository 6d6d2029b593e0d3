import Domain
import Foundation
import Storage
import Testing
import ViperKitTesting

@Suite("Order store of the API database")
struct OrderStoreTests {
    /// A database with a user, a contact and a product; runs `body` with them.
    static func with(_ body: (SQLiteDatabase, User, Contact, Product) async throws -> Void) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.path())
        defer { try? database.close() }
        let user = try await UserStore(database: database).insert(username: "ada", displayName: "Ada", passwordHash: "$2b$04$hash")
        let contact = try await ContactStore(database: database).insert(userID: user.id, name: "Bo", phone: "1", address: "A", company: "C")
        let product = try await ProductStore(database: database).insert(name: "Lamp", unitPrice: Money(cents: 1_999))
        try await body(database, user, contact, product)
    }

    @Test("an order is priced with OrderPricing from the product's price and stored once per key")
    func createOnce() async throws {
        try await Self.with { database, user, contact, product in
            let store = OrderStore(database: database)
            let request = CreateOrderRequest(
                contactID: contact.id, productID: product.id, quantity: 3, createdAt: Date(timeIntervalSince1970: 1_800_000_000))

            let created = try await store.create(key: "k", userID: user.id, request: request)
            let repeated = try await store.create(key: "k", userID: user.id, request: request)
            let other = CreateOrderRequest(contactID: contact.id, productID: product.id, quantity: 4, createdAt: request.createdAt)
            let conflicting = try await store.create(key: "k", userID: user.id, request: other)

            let price = OrderPricing.price(unitPrice: product.unitPrice, quantity: 3)
            guard case .created(let order) = created else {
                Issue.record("not created: \(created)")
                return
            }
            #expect(order.itemTotal == price.itemTotal && order.tax == price.tax && order.total == price.total)
            #expect(order.contactName == "Bo" && order.productName == "Lamp" && order.status == .sent)
            #expect(repeated == .repeated(order))
            #expect(conflicting == .conflicting(order))
            #expect(try await store.count(key: "k", userID: user.id) == 1)
        }
    }

    @Test("forty concurrent creations with one key store one row: one created, the others repeats")
    func concurrentCreations() async throws {
        try await Self.with { database, user, contact, product in
            let store = OrderStore(database: database)
            let request = CreateOrderRequest(
                contactID: contact.id, productID: product.id, quantity: 1, createdAt: Date(timeIntervalSince1970: 1_800_000_000))
            let userID = user.id

            let results = try await withThrowingTaskGroup(of: OrderCreation.self) { group in
                for _ in 0 ..< 40 {
                    group.addTask { try await store.create(key: "same", userID: userID, request: request) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let created = results.filter { if case .created = $0 { true } else { false } }
            #expect(created.count == 1)
            #expect(Set(results.map(\.order)).count == 1)
            #expect(try await store.count(key: "same", userID: userID) == 1)
        }
    }

    @Test("another user's contact, an unknown product, a quantity of 0 or a date past the year 9999 store nothing")
    func refusals() async throws {
        try await Self.with { database, user, contact, product in
            let store = OrderStore(database: database)
            let other = try await UserStore(database: database).insert(username: "eve", displayName: "Eve", passwordHash: "$2b$04$hash")
            let date = Date(timeIntervalSince1970: 1_800_000_000)

            await #expect(throws: ServiceError.notFound) {
                try await store.create(
                    key: "a", userID: other.id,
                    request: CreateOrderRequest(contactID: contact.id, productID: product.id, quantity: 1, createdAt: date))
            }
            await #expect(throws: ServiceError.notFound) {
                try await store.create(
                    key: "b", userID: user.id, request: CreateOrderRequest(contactID: contact.id, productID: 99, quantity: 1, createdAt: date))
            }
            await #expect(throws: ServiceError.invalidRequest("The quantity must be 1 or more, not 0.")) {
                try await store.create(
                    key: "c", userID: user.id, request: CreateOrderRequest(contactID: contact.id, productID: product.id, quantity: 0, createdAt: date)
                )
            }
            await #expect(
                throws: ServiceError.invalidRequest(
                    "createdAt must be the milliseconds since 1970 of a time before the year 10000, not 1e+303."
                )
            ) {
                try await store.create(
                    key: "d", userID: user.id,
                    request: CreateOrderRequest(
                        contactID: contact.id, productID: product.id, quantity: 1, createdAt: Date(timeIntervalSince1970: 1e300)
                    ))
            }
            #expect(try await store.orders(userID: user.id).isEmpty)
            #expect(try await store.orders(userID: other.id).isEmpty)
        }
    }

    @Test("seeding is deterministic and happens once")
    func seeding() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var snapshots: [[String]] = []
        for name in ["one.sqlite", "two.sqlite"] {
            let database = try SQLiteDatabase(path: directory.path(name))
            let user = try await UserStore(database: database).insert(username: "ada", displayName: "Ada", passwordHash: "$2b$04$hash")
            let plans = [OrderSeed.Plan(userID: user.id, contacts: 25, orders: 7)]
            let first = try await OrderSeed.seedIfNeeded(database, plans: plans)
            let second = try await OrderSeed.seedIfNeeded(database, plans: plans)
            let contacts = try await ContactStore(database: database).contacts(userID: user.id)
            let orders = try await OrderStore(database: database).orders(userID: user.id)
            #expect(first && !second)
            #expect(contacts.count == 25 && orders.count == 7)
            #expect(try await ProductStore(database: database).products().count == 12)
            snapshots.append(contacts.map(\.name) + orders.map { "\($0.id) \($0.total.cents)" })
            try database.close()
        }
        #expect(snapshots[0] == snapshots[1])
    }
}

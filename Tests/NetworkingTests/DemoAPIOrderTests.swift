import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("Demo API: contacts, products and orders")
struct DemoAPIOrderTests {
    /// A request for demo contact `contactID`, product `productID`.
    static func request(contactID: Int64 = 1, productID: Int64 = 1, quantity: Int = 2) -> CreateOrderRequest {
        CreateOrderRequest(contactID: contactID, productID: productID, quantity: quantity, createdAt: Date(timeIntervalSince1970: 1_800_000_000.123))
    }

    /// A client logged in as `username`.
    static func client(_ fixture: DemoServerFixture, _ username: String) async throws -> APIClient {
        let account = try #require(DemoAccounts.all.first { $0.username == username })
        let client = fixture.client()
        _ = try await RemoteAuthService(client: client).logIn(username: account.username, password: account.password)
        return client
    }

    @Test("the seeded data: demo has 25 contacts by name and 7 orders newest first over several days, alice 6 contacts, bob none; 12 products")
    func seededData() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let contacts = try await demo.contacts()
            let orders = try await demo.orders()
            let products = try await demo.products()
            let alice = try await Self.client(fixture, "alice").contacts()
            let bob = try await Self.client(fixture, "bob").contacts()

            #expect(contacts.count == 25 && contacts.map(\.name) == contacts.map(\.name).sorted())
            #expect(products.count == 12 && products.allSatisfy { $0.unitPrice > .zero })
            #expect(orders.count == 7 && orders.map(\.createdAt) == orders.map(\.createdAt).sorted(by: >))
            let days = Set(orders.map { Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: $0.createdAt).day })
            #expect(days.count >= 3)
            #expect(orders.allSatisfy { $0.status == .sent && $0.total == OrderPricing.price(unitPrice: $0.unitPrice, quantity: $0.quantity).total })
            #expect(alice.count == 6 && bob.isEmpty)
            #expect(Set(alice.map(\.id)).isDisjoint(with: contacts.map(\.id)))
        }
    }

    @Test("a contact is found by id for its owner only: another user's contact is a 404 with a sentence")
    func contactByID() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let first = try #require(try await demo.contacts().first)
            let aliceContact = try #require(try await Self.client(fixture, "alice").contacts().first)
            let token = await demo.credentials.token

            #expect(try await demo.contact(id: first.id) == first)
            let answer = try await RawRequest(method: "GET", target: "/api/contacts/\(aliceContact.id)", body: nil).send(
                to: fixture.server.baseURL, token: token)
            #expect(answer.status == 404 && answer.error?.message == "There is no contact with id \(aliceContact.id).")
        }
    }

    @Test(
        "every endpoint needs a bearer token",
        arguments: [
            ("GET", "/api/contacts"), ("GET", "/api/contacts/1"), ("GET", "/api/products"), ("GET", "/api/orders"), ("POST", "/api/orders"),
        ])
    func authRequired(method: String, target: String) async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let answer = try await RawRequest(method: method, target: target, body: nil).send(to: fixture.server.baseURL, token: nil)
            #expect(answer.status == 401 && answer.error?.error == "unauthorized")
        }
    }

    @Test("orders can be listed for one contact, and a bad contact_id is a 400")
    func ordersOfContact() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let all = try await demo.orders()
            let contactID = try #require(all.first?.contactID)
            let some = try await demo.orders(contactID: contactID)
            let bad = try await RawRequest(method: "GET", target: "/api/orders?contact_id=abc", body: nil)
                .send(to: fixture.server.baseURL, token: await demo.credentials.token)

            #expect(!some.isEmpty && some == all.filter { $0.contactID == contactID })
            #expect(bad.status == 400 && bad.error?.message.hasSuffix(".") == true)
        }
    }

    @Test("the first post of a key is 201 with the priced order; a repeat is 200 with the same order and no new row")
    func idempotentPost() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let token = await demo.credentials.token
            let product = try #require(try await demo.products().first { $0.id == 4 })
            let post = try OrderPost(key: "key-1", Self.request(contactID: 2, productID: 4, quantity: 3))

            let first = try await post.send(to: fixture.server.baseURL, token: token)
            let second = try await post.send(to: fixture.server.baseURL, token: token)
            let viaClient = try await demo.createOrder(Self.request(contactID: 2, productID: 4, quantity: 3), key: "key-1")
            let stored = try await demo.orders().filter { $0.id == "key-1" }

            let price = OrderPricing.price(unitPrice: product.unitPrice, quantity: 3)
            #expect(first.status == 201 && second.status == 200)
            #expect(first.order?.status == .sent && first.order?.total == price.total && first.order?.unitPrice == product.unitPrice)
            #expect(second.order == first.order && viaClient == first.order)
            #expect(stored.count == 1)
        }
    }

    @Test("a repeated key with a different body is a 409 with a sentence, and the stored order is unchanged")
    func conflictingRepeat() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let token = await demo.credentials.token
            _ = try await OrderPost(key: "key-2", Self.request(quantity: 2)).send(to: fixture.server.baseURL, token: token)

            let conflict = try await OrderPost(key: "key-2", Self.request(quantity: 5)).send(to: fixture.server.baseURL, token: token)
            let stored = try await demo.orders().filter { $0.id == "key-2" }

            #expect(conflict.status == 409)
            #expect(conflict.error?.message == "The Idempotency-Key key-2 was already used for a different order: send a new key for a new order.")
            #expect(stored.map(\.quantity) == [2])
        }
    }

    static let refusals: [(name: String, key: String?, body: String, status: Int, message: String)] = [
        (
            "no key", nil, #"{"contactID":1,"productID":1,"quantity":1,"createdAt":0}"#, 400,
            "Creating an order needs an 'Idempotency-Key' header with a key (a UUID) unique to the order, so a repeated request cannot make a second one."
        ),
        (
            "blank key", "  ", #"{"contactID":1,"productID":1,"quantity":1,"createdAt":0}"#, 400,
            "Creating an order needs an 'Idempotency-Key' header with a key (a UUID) unique to the order, so a repeated request cannot make a second one."
        ),
        ("quantity 0", "k", #"{"contactID":1,"productID":1,"quantity":0,"createdAt":0}"#, 400, "The quantity must be between 1 and 1000000, not 0."),
        (
            "huge quantity", "k", #"{"contactID":1,"productID":1,"quantity":9223372036854775807,"createdAt":0}"#, 400,
            "The quantity must be between 1 and 1000000, not 9223372036854775807."
        ),
        (
            "bad JSON", "k", "{", 400,
            #"The request body must be JSON like {"contactID": 1, "productID": 2, "quantity": 3, "createdAt": 1763283600000}."#
        ),
        ("unknown contact", "k", #"{"contactID":999,"productID":1,"quantity":1,"createdAt":0}"#, 404, "There is no contact with id 999."),
        ("unknown product", "k", #"{"contactID":1,"productID":999,"quantity":1,"createdAt":0}"#, 404, "There is no product with id 999."),
        (
            "createdAt past Int64 milliseconds", "k", #"{"contactID":1,"productID":1,"quantity":1,"createdAt":9300000000000000000}"#, 400,
            "createdAt must be the milliseconds since 1970 of a time before the year 10000, not 9.3e+18."
        ),
        (
            "createdAt 1e308", "k", #"{"contactID":1,"productID":1,"quantity":1,"createdAt":1e308}"#, 400,
            "createdAt must be the milliseconds since 1970 of a time before the year 10000, not 1e+308."
        ),
        (
            "createdAt before 1970", "k", #"{"contactID":1,"productID":1,"quantity":1,"createdAt":-1}"#, 400,
            "createdAt must be the milliseconds since 1970 of a time before the year 10000, not -1."
        ),
        (
            "createdAt in the year 10000", "k", #"{"contactID":1,"productID":1,"quantity":1,"createdAt":253402300800000}"#, 400,
            "createdAt must be the milliseconds since 1970 of a time before the year 10000, not 253402300800000."
        ),
    ]

    @Test("refused posts say why in a sentence, store nothing, and leave the server answering", arguments: refusals.indices)
    func refusedPosts(index: Int) async throws {
        let refusal = Self.refusals[index]
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let before = try await demo.orders().count

            let answer = try await OrderPost(key: refusal.key, body: refusal.body).send(
                to: fixture.server.baseURL, token: await demo.credentials.token)

            #expect(answer.status == refusal.status, "\(refusal.name)")
            #expect(answer.error?.message == refusal.message, "\(refusal.name)")
            #expect(try await demo.orders().count == before)
        }
    }

    @Test("twenty concurrent posts of one key store exactly one order: one 201, the rest 200 with the same order")
    func concurrentSameKey() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let token = await demo.credentials.token
            let post = try OrderPost(key: "race-key", Self.request())
            let baseURL = fixture.server.baseURL

            let answers = try await withThrowingTaskGroup(of: (status: Int, order: Order?, error: APIErrorBody?).self) { group in
                for _ in 0 ..< 20 {
                    group.addTask { try await post.send(to: baseURL, token: token) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let stored = try await demo.orders().filter { $0.id == "race-key" }

            print(
                "concurrent same-key posts: 20 sent, \(answers.filter { $0.status == 201 }.count) created, \(answers.filter { $0.status == 200 }.count) repeats, \(stored.count) stored"
            )
            #expect(answers.filter { $0.status == 201 }.count == 1)
            #expect(answers.filter { $0.status == 200 }.count == 19)
            #expect(Set(answers.compactMap(\.order)).count == 1)
            #expect(stored.count == 1)
        }
    }

    @Test("the same key used by two users makes one order each")
    func keysArePerUser() async throws {
        try await DemoServerFixture.with(seedItems: 0) { fixture in
            let demo = try await Self.client(fixture, "demo")
            let alice = try await Self.client(fixture, "alice")
            let aliceContact = try #require(try await alice.contacts().first)

            _ = try await demo.createOrder(Self.request(), key: "shared")
            _ = try await alice.createOrder(Self.request(contactID: aliceContact.id), key: "shared")

            #expect(try await demo.orders().filter { $0.id == "shared" }.count == 1)
            #expect(try await alice.orders().filter { $0.id == "shared" }.map(\.contactID) == [aliceContact.id])
        }
    }
}

import Domain
import Fakes
import Foundation
import Testing

@Suite("Fake entity gateway")
struct FakeEntityGatewayTests {
    @Test("by default it is the demo user with 25 contacts by name, 12 products and 7 orders newest first over several days, all live")
    func defaults() async throws {
        let gateway = FakeEntityGateway()

        let user = try await gateway.userManager.currentUser()
        let contacts = try await gateway.contactManager.contacts(of: gateway.userManager.currentUser())
        let products = try await gateway.productManager.products()
        let orders = try await gateway.orderManager.orders()

        #expect(user == FakeAuthService.Account.demo.user)
        #expect(contacts.source == .live && contacts.value.count == 25 && contacts.value.map(\.name) == contacts.value.map(\.name).sorted())
        #expect(products.value.count == 12)
        #expect(orders.value.count == 7 && orders.value.map(\.createdAt) == orders.value.map(\.createdAt).sorted(by: >))
        #expect(Set(orders.value.map { Int($0.createdAt.timeIntervalSince1970 / 86_400) }).count >= 3)
    }

    @Test("creating prices with OrderPricing, keeps one order per key, and refuses unknown contacts and products and a quantity of 0")
    func create() async throws {
        let gateway = FakeEntityGateway()
        let product = FakeOrderData.products[1]
        let draft = OrderDraft(key: "k", userID: 1, contactID: 3, productID: product.id, quantity: 3, createdAt: Date())

        let order = try await gateway.orderManager.create(draft)
        let again = try await gateway.orderManager.create(draft)

        #expect(order.status == .sent && order.total == OrderPricing.price(unitPrice: product.unitPrice, quantity: 3).total)
        #expect(again == order && gateway.orders.storedOrders.filter { $0.id == "k" }.count == 1)
        #expect(try await gateway.orderManager.orders(contactID: 3).value.first == order)
        await #expect(throws: ServiceError.notFound) {
            try await gateway.orderManager.create(OrderDraft(key: "x", userID: 1, contactID: 999, productID: 1, quantity: 1, createdAt: Date()))
        }
        await #expect(throws: ServiceError.notFound) {
            try await gateway.orderManager.create(OrderDraft(key: "y", userID: 1, contactID: 1, productID: 999, quantity: 1, createdAt: Date()))
        }
        await #expect(throws: ServiceError.invalidRequest("The quantity must be 1 or more, not 0.")) {
            try await gateway.orderManager.create(OrderDraft(key: "z", userID: 1, contactID: 1, productID: 1, quantity: 0, createdAt: Date()))
        }
    }

    @Test("offline, reads are flagged as the cached copy and new orders are pending; back online they are sent")
    func offline() async throws {
        let gateway = FakeEntityGateway()
        gateway.isOffline = true

        let contacts = try await gateway.contactManager.contacts(of: gateway.userManager.currentUser())
        let contact = try await gateway.contactManager.contact(id: 1)
        let products = try await gateway.productManager.products()
        let order = try await gateway.orderManager.create(OrderDraft(key: "p", userID: 1, contactID: 1, productID: 1, quantity: 1, createdAt: Date()))
        gateway.isOffline = false
        let orders = try await gateway.orderManager.orders()

        #expect(contacts.source == .cache(savedAt: FakeOrderData.cacheDate) && contact.isOffline && products.isOffline)
        #expect(order.status == .pending)
        #expect(orders.source == .live && orders.value.first { $0.id == "p" }?.status == .sent)
    }

    @Test("failures are injected per call, an empty contact list and a logged-out user can be set up, and calls are recorded")
    func failuresAndSetup() async throws {
        let gateway = FakeEntityGateway(user: nil, contacts: [])
        gateway.contacts.failNextCall(with: .unreachable, of: .contacts)
        gateway.orders.failAllCalls(with: .timeout)

        await #expect(throws: ServiceError.unauthorized) { try await gateway.userManager.currentUser() }
        await #expect(throws: ServiceError.unreachable) { try await gateway.contactManager.contacts(of: FakeOrderData.user) }
        let empty = try await gateway.contactManager.contacts(of: FakeOrderData.user)
        await #expect(throws: ServiceError.notFound) { try await gateway.contactManager.contact(id: 1) }
        await #expect(throws: ServiceError.timeout) { try await gateway.orderManager.orders() }

        #expect(empty.value.isEmpty)
        #expect(gateway.contacts.calls == [.contacts(userID: FakeOrderData.user.id), .contacts(userID: FakeOrderData.user.id), .contact(id: 1)])
        #expect(gateway.orders.calls == [.orders])
    }

    @Test("a delayed call ends with cancelled when its task is cancelled")
    func cancellation() async throws {
        let gateway = FakeEntityGateway()
        gateway.products.holdCalls()
        let task = Task { try await gateway.productManager.products() }
        task.cancel()
        await #expect(throws: ServiceError.cancelled) { try await task.value }
    }
}

import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Live order manager")
struct LiveOrderManagerTests {
    @Test("online, an order is saved, sent and returned as sent with the server's prices")
    func createOnline() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            let product = try #require(try await app.gateway.productManager.products().value.first { $0.id == 2 })
            let draft = GatewayWorld.draft(contactID: 3, productID: 2, quantity: 3)

            let order = try await app.gateway.orderManager.create(draft)
            let server = try await world.serverOrders(signIn).first { $0.id == draft.key }
            await app.close()

            let price = OrderPricing.price(unitPrice: product.unitPrice, quantity: 3)
            #expect(order.status == .sent)
            #expect(order.total == price.total && order.tax == price.tax && order.productName == product.name)
            #expect(server?.total == order.total)
        }
    }

    @Test("an unknown contact or product is not found and nothing is saved; a quantity of 0 is refused")
    func invalidDrafts() async throws {
        try await GatewayWorld.with { world in
            let app = try world.openApp(signIn: try await world.logIn())

            await #expect(throws: ServiceError.notFound) { try await app.gateway.orderManager.create(GatewayWorld.draft(contactID: 9_999)) }
            await #expect(throws: ServiceError.notFound) { try await app.gateway.orderManager.create(GatewayWorld.draft(productID: 9_999)) }
            await #expect(throws: ServiceError.invalidRequest("The quantity must be 1 or more, not 0.")) {
                try await app.gateway.orderManager.create(GatewayWorld.draft(quantity: 0))
            }
            #expect(try await app.outbox.allEntries().isEmpty)
            await app.close()
        }
    }

    @Test("an order stamped with another user, or contacts asked for another user, are refused before anything is read or stored")
    func anotherUser() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let alice = try await world.logIn("alice")
            let app = try world.openApp(signIn: signIn)

            await #expect(throws: ServiceError.unauthorized) {
                try await app.gateway.orderManager.create(GatewayWorld.draft(userID: alice.user.id, contactID: 2))
            }
            await #expect(throws: ServiceError.unauthorized) { try await app.gateway.contactManager.contacts(of: alice.user) }
            #expect(try await app.outbox.allEntries().isEmpty)
            let own = try await app.gateway.contactManager.contacts(of: signIn.user)
            #expect(own.source == .live && own.value.count == 25)
            await app.close()
        }
    }

    @Test(
        "a refused order shows the server's reason; sent again it goes out with its key and reaches the server once, however often it is sent again")
    func sendAgain() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: signIn.user)
            world.http.isDown = true
            let draft = GatewayWorld.draft(contactID: 2)
            #expect(try await app.gateway.orderManager.create(draft).status == .pending)
            try await app.outbox.markRefused(OutboxKey(userID: signIn.user.id, key: draft.key), reason: "The product is no longer sold.")
            let refused = try await app.gateway.orderManager.order(id: draft.key).value
            #expect(refused.status == .refused && refused.statusReason == "The product is no longer sold.")
            let history = try await app.gateway.orderManager.orders(contactID: 2).value.first { $0.id == draft.key }
            #expect(history?.statusReason == "The product is no longer sold.")
            world.http.isDown = false

            let sent = try await app.gateway.orderManager.sendAgain(id: draft.key)
            let again = try await app.gateway.orderManager.sendAgain(id: draft.key)
            let onServer = try await world.serverOrders(signIn).filter { $0.id == draft.key }.count
            await app.close()
            #expect(sent.status == .sent && sent.statusReason == nil)
            #expect(again.status == .sent)
            #expect(onServer == 1)
        }
    }

    @Test("the history merges the server's orders with pending local ones, newest first, each key once; offline it is the local copy")
    func mergedHistory() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            let before = try await app.gateway.orderManager.orders()
            let sent = try await app.gateway.orderManager.create(GatewayWorld.draft(contactID: 2))
            world.http.isDown = true
            let pending = try await app.gateway.orderManager.create(GatewayWorld.draft(contactID: 2))
            world.http.isDown = false
            // Nobody started the sender: the pending order stays local.
            let history = try await app.gateway.orderManager.orders()
            let ofContact = try await app.gateway.orderManager.orders(contactID: 2)
            await world.stopAPI()
            let offline = try await app.gateway.orderManager.orders()
            let offlineOfContact = try await app.gateway.orderManager.orders(contactID: 2)
            await app.close()

            #expect(before.source == .live && before.value.count == 7)
            #expect(pending.status == .pending)
            #expect(history.source == .live)
            #expect(history.value.prefix(2).map(\.id) == [pending.id, sent.id])
            #expect(history.value.count == 9 && Set(history.value.map(\.id)).count == 9)
            #expect(history.value.map(\.createdAt) == history.value.map(\.createdAt).sorted(by: >))
            #expect(ofContact.value.allSatisfy { $0.contactID == 2 } && ofContact.value.prefix(2).map(\.id) == [pending.id, sent.id])
            #expect(offline.isOffline && offline.value.map(\.id) == history.value.map(\.id))
            #expect(offline.value.first?.status == .pending)
            #expect(offlineOfContact.isOffline && offlineOfContact.value.map(\.id) == ofContact.value.map(\.id))
        }
    }

    @Test("an order the server refuses is recorded as refused with the reason, kept, and never sent again")
    func refusedOrder() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            let cache = EntityCacheStore(database: app.database)
            // A contact the cache knows but the server does not (deleted meanwhile).
            let ghost = Contact(id: 777, name: "Gone Away", phone: "-", address: "-", company: "-")
            try await cache.replaceContacts([ghost], userID: signIn.user.id, savedAt: Date())
            _ = try await app.gateway.productManager.products()
            await app.sender.start()

            let draft = GatewayWorld.draft(contactID: 777)
            await #expect(throws: ServiceError.notFound) { try await app.gateway.orderManager.create(draft) }
            await #expect(throws: (any Error).self) { try await app.gateway.orderManager.create(draft) }
            let entry = try await app.entry(key: draft.key)
            let posts = world.http.orderPosts
            await app.close()

            #expect(entry?.order.status == .refused)
            #expect(entry?.lastError?.isEmpty == false)
            #expect(posts == 1)
        }
    }

    @Test("when the server refuses the stored session, the user's orders wait, and go out once after a new login")
    func waitsForLogin() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            // The sign-in ends on the server (logged out elsewhere); the app still holds it.
            try await APIClient(baseURL: world.baseURL, credentials: CredentialStore()).logOut(token: signIn.token)
            await app.sender.start()

            let draft = GatewayWorld.draft()
            #expect(try await app.gateway.orderManager.create(draft).status == .pending)
            let waiting = try await app.entry(key: draft.key)
            _ = try await RemoteAuthService(client: app.client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            try await eventually("the order sent after the new login") { try await app.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure(
                "401 (session refused, then a new login)", keys: [draft.key], app: app, signIn: try await world.logIn())
            await app.close()

            #expect(waiting?.order.status == .pending)
            #expect(waiting?.lastError?.contains("log") == true)
            #expect(figure.onServer == 1 && figure.duplicates == 0)
        }
    }
}

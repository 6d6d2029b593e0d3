import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

/// Two users of one App process: one client database file, one outbox sender, a sign-in each,
/// against the real demo API.
@Suite("Two users on one app database")
struct CrossUserTests {
    @Test(
        "two users on one app database with the same idempotency key, offline and online: each sees only their own contacts, orders and items; both orders reach the server; nothing is marked sent that was not"
    )
    func twoUsersOneDatabase() async throws {
        try await GatewayWorld.with { world in
            let demoSignIn = try await world.logIn()
            let aliceSignIn = try await world.logIn("alice")
            try await Self.seedItems(world, count: 8, users: [demoSignIn.user.id, aliceSignIn.user.id])
            let (demo, alice) = try Self.openApp(world, demoSignIn, aliceSignIn)
            let key = UUID().uuidString
            let demoKey = OutboxKey(userID: demoSignIn.user.id, key: key)
            let aliceKey = OutboxKey(userID: aliceSignIn.user.id, key: key)

            // Online: each reads, and so caches, their own contacts, products and orders.
            let demoContacts = try await demo.gateway.contactManager.contacts(of: demo.gateway.userManager.currentUser())
            let aliceContacts = try await alice.gateway.contactManager.contacts(of: alice.gateway.userManager.currentUser())
            _ = try await demo.gateway.productManager.products()
            _ = try await alice.gateway.productManager.products()
            let demoSeeded = try await demo.gateway.orderManager.orders().value
            let aliceSeeded = try await alice.gateway.orderManager.orders().value
            #expect(demoContacts.value.count == 25 && aliceContacts.value.count == 6)
            #expect(Set(demoContacts.value.map(\.id)).isDisjoint(with: aliceContacts.value.map(\.id)))
            #expect(demoSeeded.count == 7 && aliceSeeded.count == 2)
            #expect(Set(demoSeeded.map(\.id)).isDisjoint(with: aliceSeeded.map(\.id)))
            let demoContact = try #require(demoContacts.value.first)
            let aliceContact = try #require(aliceContacts.value.first)

            // API down: demo saves an order with the key; it waits in the outbox.
            await world.stopAPI()
            let demoDraft = OrderDraft(key: key, userID: demoSignIn.user.id, contactID: demoContact.id, productID: 1, quantity: 2, createdAt: Date())
            let demoSaved = try await demo.gateway.orderManager.create(demoDraft)
            let demoOffline = try await demo.gateway.orderManager.orders()
            let aliceOffline = try await alice.gateway.orderManager.orders()
            let demoContactsOffline = try await demo.gateway.contactManager.contacts(of: demo.gateway.userManager.currentUser())
            let aliceContactsOffline = try await alice.gateway.contactManager.contacts(of: alice.gateway.userManager.currentUser())
            #expect(demoSaved.status == .pending && demoSaved.contactID == demoContact.id)
            #expect(demoOffline.isOffline && Set(demoOffline.value.map(\.id)) == Set(demoSeeded.map(\.id) + [key]))
            #expect(aliceOffline.isOffline && aliceOffline.value == aliceSeeded, "demo's pending order is not alice's")
            #expect(demoContactsOffline.isOffline && demoContactsOffline.value == demoContacts.value)
            #expect(aliceContactsOffline.isOffline && aliceContactsOffline.value == aliceContacts.value)

            // API back, sender not started: alice saves an order with the same key; hers is sent at
            // once, demo's still waits (alice's success and her order list must not mark it sent).
            try await world.startAPI()
            let aliceDraft = OrderDraft(
                key: key, userID: aliceSignIn.user.id, contactID: aliceContact.id, productID: 2, quantity: 5, createdAt: Date())
            let aliceSaved = try await alice.gateway.orderManager.create(aliceDraft)
            let aliceHistory = try await alice.gateway.orderManager.orders()
            let demoHistory = try await demo.gateway.orderManager.orders()
            #expect(aliceSaved.status == .sent && aliceSaved.contactID == aliceContact.id && aliceSaved.quantity == 5)
            #expect(try await demo.outbox.entry(aliceKey)?.order.status == .sent)
            #expect(try await demo.outbox.entry(demoKey)?.order.status == .pending)
            #expect(try await world.serverOrders(demoSignIn).contains { $0.id == key } == false)
            #expect(aliceHistory.source == .live && aliceHistory.value.filter { $0.id == key } == [aliceSaved])
            #expect(Set(aliceHistory.value.map(\.id)) == Set(aliceSeeded.map(\.id) + [key]))
            #expect(demoHistory.source == .live && demoHistory.value.filter { $0.id == key }.map(\.status) == [.pending])
            #expect(demoHistory.value.filter { $0.id == key }.map(\.contactID) == [demoContact.id])
            #expect(Set(demoHistory.value.map(\.id)) == Set(demoSeeded.map(\.id) + [key]))
            #expect(try await demo.outbox.entry(demoKey)?.order.status == .pending)

            // The sender sends demo's order: until demo's own post has been answered it stays pending.
            world.http.holdNextPost()
            await demo.sender.start()
            await world.http.waitUntilHeld()
            #expect(try await demo.outbox.entry(demoKey)?.order.status == .pending)
            #expect(try await world.serverOrders(demoSignIn).contains { $0.id == key } == false)
            world.http.release()
            try await eventually("demo's order sent") { try await demo.outbox.entry(demoKey)?.order.status == .sent }

            // The server holds one order with the key for each user, each with that user's draft.
            let demoServer = try await world.serverOrders(demoSignIn).filter { $0.id == key }
            let aliceServer = try await world.serverOrders(aliceSignIn).filter { $0.id == key }
            #expect(demoServer.map(\.contactID) == [demoContact.id] && demoServer.map(\.quantity) == [2])
            #expect(aliceServer.map(\.contactID) == [aliceContact.id] && aliceServer.map(\.quantity) == [5])
            #expect(try await demo.outbox.allEntries().filter { $0.key == key }.count == 2)
            let demoFinal = try await demo.gateway.orderManager.orders().value.filter { $0.id == key }
            let aliceFinal = try await alice.gateway.orderManager.orders().value.filter { $0.id == key }
            #expect(demoFinal.map(\.quantity) == [2] && demoFinal.map(\.status) == [.sent])
            #expect(aliceFinal.map(\.quantity) == [5] && aliceFinal.map(\.status) == [.sent])
            #expect(try await demo.gateway.contactManager.contacts(of: demo.gateway.userManager.currentUser()).value == demoContacts.value)
            #expect(try await alice.gateway.contactManager.contacts(of: alice.gateway.userManager.currentUser()).value == aliceContacts.value)

            // Items: alice's change is hers, and demo deleting all of theirs leaves alice's.
            let demoItems = RemoteItemsService(client: demo.client)
            let aliceItems = RemoteItemsService(client: alice.client)
            let switched = try await aliceItems.setEnabled(!ItemSeed.item(2).enabled, id: 2)
            #expect(try await demoItems.item(id: 2) == ItemSeed.item(2))
            #expect(try await demoItems.deleteAll() == 8)
            #expect(try await demoItems.items(offset: 0, limit: 50).value.total == 0)
            let alicePage = try await aliceItems.items(offset: 0, limit: 50).value
            #expect(alicePage.total == 8 && alicePage.items.map(\.id) == Array(1 ... 8) && alicePage.items[1] == switched)
            await #expect(throws: ServiceError.notFound) { try await demoItems.item(id: 2) }

            await demo.sender.stop()
            try? demo.database.close()
        }
    }

    /// Opens the App side once, as one process does: one client database and one sender, with a
    /// client and gateway for each sign-in.
    private static func openApp(_ world: GatewayWorld, _ first: SignIn, _ second: SignIn) throws -> (AppSide, AppSide) {
        let database = try SQLiteDatabase(path: world.appDatabasePath, schema: .client)
        let sender = OutboxSender(
            client: APIClient(baseURL: world.baseURL, credentials: CredentialStore(), http: world.http),
            database: database,
            backoff: GatewayWorld.fastBackoff
        )
        func side(_ signIn: SignIn) -> AppSide {
            let client = APIClient(
                baseURL: world.baseURL, credentials: CredentialStore(signIn: signIn) { await sender.signInStored($0) }, http: world.http)
            return AppSide(
                database: database, sender: sender, client: client, gateway: LiveEntityGateway(client: client, database: database, sender: sender))
        }
        return (side(first), side(second))
    }

    /// Gives `users` `count` seeded items each in the API's database (the world's API seeds none).
    private static func seedItems(_ world: GatewayWorld, count: Int, users: [Int64]) async throws {
        let database = try SQLiteDatabase(path: world.directory.path("api.sqlite"))
        defer { try? database.close() }
        try await ItemStore(database: database).seedItems(count: count, userIDs: users)
    }
}

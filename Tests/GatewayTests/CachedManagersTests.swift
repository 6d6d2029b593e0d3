import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

@Suite("Live contact, product and user managers with the client cache")
struct CachedManagersTests {
    @Test("online, contacts and products come live and sorted by name; with the API stopped, the same lists come from the cache flagged offline")
    func offlineFromCache() async throws {
        try await GatewayWorld.with { world in
            let app = try world.openApp(signIn: try await world.logIn())
            let contacts = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            let products = try await app.gateway.productManager.products()
            let one = try await app.gateway.contactManager.contact(id: contacts.value[3].id)
            await world.stopAPI()

            let cachedContacts = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            let cachedProducts = try await app.gateway.productManager.products()
            let cachedOne = try await app.gateway.contactManager.contact(id: contacts.value[3].id)
            await app.close()

            #expect(contacts.source == .live && products.source == .live && one.source == .live)
            #expect(contacts.value.count == 25 && products.value.count == 12)
            #expect(contacts.value.map(\.name) == contacts.value.map(\.name).sorted())
            #expect(cachedContacts.isOffline && cachedProducts.isOffline && cachedOne.isOffline)
            #expect(cachedContacts.value == contacts.value)
            #expect(cachedProducts.value == products.value)
            #expect(cachedOne.value == one.value)
        }
    }

    @Test("with no cached copy and no API, reading contacts or products fails with unreachable")
    func noCacheNoAPI() async throws {
        try await GatewayWorld.with { world in
            let app = try world.openApp(signIn: try await world.logIn())
            await world.stopAPI()

            await #expect(throws: ServiceError.unreachable) {
                try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            }
            await #expect(throws: ServiceError.unreachable) { try await app.gateway.productManager.products() }
            await #expect(throws: ServiceError.unreachable) { try await app.gateway.orderManager.orders() }
            await app.close()
        }
    }

    @Test("each user has their own cached copy: bob's empty contact list is cached empty, not demo's")
    func cachePerUser() async throws {
        try await GatewayWorld.with { world in
            let demo = try world.openApp(signIn: try await world.logIn())
            _ = try await demo.gateway.contactManager.contacts(of: demo.gateway.userManager.currentUser())
            await demo.close()
            let bob = try world.openApp(signIn: try await world.logIn("bob"))
            let live = try await bob.gateway.contactManager.contacts(of: bob.gateway.userManager.currentUser())
            await world.stopAPI()
            let cached = try await bob.gateway.contactManager.contacts(of: bob.gateway.userManager.currentUser())
            await bob.close()

            #expect(live.value.isEmpty && live.source == .live)
            #expect(cached.value.isEmpty && cached.isOffline)
        }
    }

    @Test("the user manager knows who is logged in from the stored session, even with the API stopped, and is unauthorized without one")
    func currentUser() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn("alice")
            let app = try world.openApp(signIn: signIn)
            let anonymous = try world.openApp(signIn: nil)
            await world.stopAPI()

            #expect(try await app.gateway.userManager.currentUser() == signIn.user)
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.gateway.userManager.currentUser() }
            await #expect(throws: ServiceError.unauthorized) {
                try await anonymous.gateway.contactManager.contacts(of: anonymous.gateway.userManager.currentUser())
            }
            await app.close()
            await anonymous.close()
        }
    }

    @Test("a contact of another user is not found")
    func otherUsersContact() async throws {
        try await GatewayWorld.with { world in
            let alice = try world.openApp(signIn: try await world.logIn("alice"))
            let aliceContact = try #require(try await alice.gateway.contactManager.contacts(of: alice.gateway.userManager.currentUser()).value.first)
            let demo = try world.openApp(signIn: try await world.logIn())

            await #expect(throws: ServiceError.notFound) { try await demo.gateway.contactManager.contact(id: aliceContact.id) }
            await alice.close()
            await demo.close()
        }
    }

    @Test(
        "no connection, a timeout and a 503 all count as offline: reads come from the cache and a new order waits, then goes out once",
        arguments: [ScriptedHTTPClient.Outage.unreachable, .timeout, .serviceUnavailable]
    )
    func outages(outage: ScriptedHTTPClient.Outage) async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.orderManager.orders()
            await app.sender.start()
            world.http.outage = outage

            let contacts = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            let products = try await app.gateway.productManager.products()
            let draft = GatewayWorld.draft()
            let order = try await app.gateway.orderManager.create(draft)
            let history = try await app.gateway.orderManager.orders()
            world.http.outage = nil
            try await eventually("the order sent") { try await app.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure("outage \(outage)", keys: [draft.key], app: app, signIn: signIn)
            await app.close()

            #expect(contacts.isOffline && products.isOffline && history.isOffline)
            #expect(order.status == .pending && history.value.first?.id == draft.key)
            #expect(figure.onServer == 1 && figure.duplicates == 0)
        }
    }
}

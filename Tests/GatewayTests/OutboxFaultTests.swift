import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing
import ViperKitTesting

/// Each test breaks the way to the server at a different moment and checks that the order is
/// neither lost nor doubled: one outbox row, exactly one order on the server, no key twice.
@Suite("Outbox faults: an order is never lost and never doubled", .serialized)
struct OutboxFaultTests {
    @Test("a) API down at save: the order waits in the outbox file and is sent once when the API is back")
    func apiDownAtSave() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            await app.sender.start()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            _ = try await app.gateway.productManager.products()
            await world.stopAPI()

            let draft = GatewayWorld.draft()
            let saved = try await app.gateway.orderManager.create(draft)
            #expect(saved.status == .pending)
            let reopened = try SQLiteDatabase(path: world.appDatabasePath, schema: .client)
            let row = try await OutboxStore(database: reopened).allEntries().first { $0.key == draft.key }
            try reopened.close()
            #expect(row?.order.status == .pending)

            try await world.startAPI()
            try await eventually("the order sent") { try await app.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure("a (API down at save)", keys: [draft.key], app: app, signIn: signIn)
            await app.close()

            #expect(figure.saved == 1 && figure.sent == 1 && figure.onServer == 1 && figure.duplicates == 0)
        }
    }

    @Test("b) answer lost: the server stored the order, the client saw the connection fail; the retry with the same key makes no second one")
    func answerLost() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            world.http.loseAnswers(ofNext: 1)
            await app.sender.start()

            let draft = GatewayWorld.draft()
            let saved = try await app.gateway.orderManager.create(draft)
            #expect(saved.status == .pending)
            try await eventually("the order sent") { try await app.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure("b (answer lost)", keys: [draft.key], app: app, signIn: signIn)
            await app.close()

            #expect(world.http.orderPosts >= 2)
            #expect(figure.saved == 1 && figure.sent == 1 && figure.onServer == 1 && figure.duplicates == 0)
        }
    }

    @Test(
        "c) server stopped while the save is in flight (before it reaches the server, or racing it): the order is pending or sent, and sent once after recovery",
        arguments: [true, false]
    )
    func serverStoppedInFlight(stopBeforeSending: Bool) async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            await app.sender.start()
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            world.http.holdNextPost()

            let draft = GatewayWorld.draft()
            async let result = app.gateway.orderManager.create(draft)
            await world.http.waitUntilHeld()
            if stopBeforeSending {
                await world.stopAPI()
                world.http.release()
            } else {
                async let stopped: Void = world.stopAPI()
                world.http.release()
                await stopped
            }
            let saved = try await result
            #expect(saved.status == .pending || saved.status == .sent)

            try await world.startAPI()
            try await eventually("the order sent") { try await app.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure(
                "c (server stopped \(stopBeforeSending ? "before the post left" : "racing the post"), first answer \(saved.status))",
                keys: [draft.key], app: app, signIn: signIn)
            await app.close()

            #expect(figure.saved == 1 && figure.sent == 1 && figure.onServer == 1 && figure.duplicates == 0)
        }
    }

    @Test("d) App restart: an order saved while the API was down is sent once by the next process's sender")
    func appRestart() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let first = try world.openApp(signIn: signIn)
            _ = try await first.gateway.productManager.products()
            _ = try await first.gateway.contactManager.contacts(of: first.gateway.userManager.currentUser())
            await world.stopAPI()
            let draft = GatewayWorld.draft()
            #expect(try await first.gateway.orderManager.create(draft).status == .pending)
            await first.close()

            try await world.startAPI()
            let second = try world.openApp(signIn: nil)
            await second.sender.start()
            try await eventually("the order sent") { try await second.entry(key: draft.key)?.order.status == .sent }
            let figure = try await world.figure("d (App restart)", keys: [draft.key], app: second, signIn: signIn)
            await second.close()

            #expect(figure.saved == 1 && figure.sent == 1 && figure.onServer == 1 && figure.duplicates == 0)
        }
    }

    @Test("e) the same draft saved twice at once and once more: one outbox row, one server order")
    func doubleSave() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            await app.sender.start()

            let draft = GatewayWorld.draft()
            async let first = app.gateway.orderManager.create(draft)
            async let second = app.gateway.orderManager.create(draft)
            let (one, two) = try await (first, second)
            let three = try await app.gateway.orderManager.create(draft)
            let figure = try await world.figure("e (double save)", keys: [draft.key], app: app, signIn: signIn)
            await app.close()

            #expect(one.id == draft.key && two.id == draft.key && three.id == draft.key)
            #expect(three.status == .sent)
            #expect(figure.saved == 1 && figure.sent == 1 && figure.onServer == 1 && figure.duplicates == 0)
        }
    }

    @Test("ten orders saved while the API is down are each sent once, keeping the days they were saved on")
    func manyWhileDown() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            _ = try await app.gateway.productManager.products()
            _ = try await app.gateway.contactManager.contacts(of: app.gateway.userManager.currentUser())
            await app.sender.start()
            world.http.isDown = true
            var keys: [String] = []
            for n in 0 ..< 10 {
                let draft = GatewayWorld.draft(contactID: Int64(1 + n % 5), productID: Int64(1 + n % 12), quantity: 1 + n)
                keys.append(draft.key)
                #expect(try await app.gateway.orderManager.create(draft).status == .pending)
            }
            world.http.isDown = false
            try await eventually("every order sent") {
                try await app.outbox.allEntries().filter { keys.contains($0.key) }.allSatisfy { $0.order.status == .sent }
            }
            let figure = try await world.figure("many (10 saved while down)", keys: Set(keys), app: app, signIn: signIn)
            let serverOrder = try await world.serverOrders(signIn).map(\.id).filter { keys.contains($0) }
            await app.close()

            #expect(figure.saved == 10 && figure.sent == 10 && figure.onServer == 10 && figure.duplicates == 0)
            #expect(serverOrder == keys.reversed())
        }
    }

    @Test("orders of two users saved while the API is down are each sent once with their own user's stored session")
    func twoUsers() async throws {
        try await GatewayWorld.with { world in
            let demoSignIn = try await world.logIn()
            let aliceSignIn = try await world.logIn("alice")
            let demo = try world.openApp(signIn: demoSignIn)
            _ = try await demo.gateway.productManager.products()
            _ = try await demo.gateway.contactManager.contacts(of: demo.gateway.userManager.currentUser())
            // A second browser session of the same App process: same database and sender.
            let aliceClient = APIClient(baseURL: world.baseURL, credentials: CredentialStore(signIn: aliceSignIn), http: world.http)
            let alice = LiveEntityGateway(client: aliceClient, database: demo.database, sender: demo.sender)
            let aliceContact = try #require(try await alice.contactManager.contacts(of: alice.userManager.currentUser()).value.first)
            _ = try await alice.productManager.products()
            await world.stopAPI()

            let demoDraft = GatewayWorld.draft()
            let aliceDraft = GatewayWorld.draft(userID: aliceSignIn.user.id, contactID: aliceContact.id)
            #expect(try await demo.gateway.orderManager.create(demoDraft).status == .pending)
            #expect(try await alice.orderManager.create(aliceDraft).status == .pending)
            await demo.sender.start()
            try await world.startAPI()
            try await eventually("both orders sent") {
                try await demo.outbox.allEntries().filter { [demoDraft.key, aliceDraft.key].contains($0.key) }.allSatisfy { $0.order.status == .sent }
            }
            let demoServer = try await world.serverOrders(demoSignIn).map(\.id)
            let aliceServer = try await world.serverOrders(aliceSignIn).map(\.id)
            await demo.close()

            #expect(demoServer.filter { $0 == demoDraft.key }.count == 1 && !demoServer.contains(aliceDraft.key))
            #expect(aliceServer.filter { $0 == aliceDraft.key }.count == 1 && !aliceServer.contains(demoDraft.key))
        }
    }
}

import DemoAPI
import Domain
import Foundation
import Networking
import Storage
import Testing

@Suite("Remote items service against the demo server")
struct RemoteItemsServiceTests {
    @Test("items need a session: none, or a token the server does not know, is unauthorized")
    func itemsNeedASession() async throws {
        try await DemoServerFixture.with { fixture in
            let anonymous = RemoteItemsService(client: fixture.client())
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.items(offset: 0, limit: 10).value }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.item(id: 1) }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.setEnabled(true, id: 1) }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.deleteAll() }

            let forged = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(signIn: .stub(token: "forged")))
            await #expect(throws: ServiceError.unauthorized) {
                try await RemoteItemsService(client: forged).items(offset: 0, limit: 10)
            }
        }
    }

    @Test("paging through every item gives them all once, in id order, with the total")
    func paging() async throws {
        try await DemoServerFixture.with(seedItems: 120) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            var pages: [ItemPage] = []
            var offset = 0
            repeat {
                let page = try await items.items(offset: offset, limit: 50).value
                pages.append(page)
                offset += page.items.count
            } while offset < 120 && pages.count < 10

            #expect(pages.map(\.items.count) == [50, 50, 20])
            #expect(pages.map(\.offset) == [0, 50, 100])
            #expect(pages.allSatisfy { $0.total == 120 })
            #expect(pages.flatMap(\.items) == (1 ... 120).map(ItemSeed.item))
            let beyond = try await items.items(offset: 500, limit: 50).value
            #expect(beyond.items.isEmpty && beyond.total == 120)
        }
    }

    @Test("an item that does not exist is not found")
    func itemNotFound() async throws {
        try await DemoServerFixture.with(seedItems: 10) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            await #expect(throws: ServiceError.notFound) { try await items.item(id: 11) }
            await #expect(throws: ServiceError.notFound) { try await items.setEnabled(false, id: 11) }
        }
    }

    @Test("setEnabled returns the saved item and a second read sees it")
    func setEnabledRoundTrip() async throws {
        try await DemoServerFixture.with(seedItems: 10) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            let before = try await items.item(id: 3)

            let saved = try await items.setEnabled(!before.enabled, id: 3)

            #expect(saved.enabled == !before.enabled)
            #expect(saved.name == before.name && saved.date == before.date)
            let otherSession = RemoteItemsService(client: try await fixture.loggedInClient())
            #expect(try await otherSession.item(id: 3) == saved)
        }
    }

    @Test("deleteAll returns how many items it deleted and leaves an empty list")
    func deleteAll() async throws {
        try await DemoServerFixture.with(seedItems: 25) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())

            #expect(try await items.deleteAll() == 25)
            let page = try await items.items(offset: 0, limit: 50).value
            #expect(page.items.isEmpty && page.total == 0)
        }
    }

    @Test("after Delete all, the sample items come back (the first 50, as a new account has them); asking twice gives the same 50, never 100")
    func addSampleItems() async throws {
        try await DemoServerFixture.with(seedItems: 120) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            let first = try await items.items(offset: 0, limit: 50).value.items
            #expect(try await items.deleteAll() == 120)

            #expect(try await items.addSampleItems() == 50)
            #expect(try await items.addSampleItems() == 50)
            let page = try await items.items(offset: 0, limit: 50).value
            #expect(page.total == 50)
            #expect(page.items == first, "the same sample items a new account starts with")
            await #expect(throws: ServiceError.unauthorized) { try await RemoteItemsService(client: fixture.client()).addSampleItems() }
        }
    }

    @Test("Delete all of one user leaves another user's items; an item of another user's changes is not seen")
    func itemsPerUser() async throws {
        try await DemoServerFixture.with(seedItems: 10) { fixture in
            let demoClient = try await fixture.loggedInClient()
            let demo = RemoteItemsService(client: demoClient)
            let aliceAccount = try #require(DemoAccounts.all.first { $0.username == "alice" })
            let aliceClient = fixture.client()
            _ = try await RemoteAuthService(client: aliceClient).logIn(username: aliceAccount.username, password: aliceAccount.password)
            let alice = RemoteItemsService(client: aliceClient)

            // Each account starts with the same seeded items of its own.
            #expect(try await demo.items(offset: 0, limit: 50).value.items == (1 ... 10).map(ItemSeed.item))
            #expect(try await alice.items(offset: 0, limit: 50).value.items == (1 ... 10).map(ItemSeed.item))

            // Alice's change to item 3 is hers: demo's item 3 stays as seeded.
            let saved = try await alice.setEnabled(!ItemSeed.item(3).enabled, id: 3)
            #expect(try await demo.item(id: 3) == ItemSeed.item(3))
            #expect(try await alice.item(id: 3) == saved && saved != ItemSeed.item(3))

            // Demo deletes all of theirs: ten, not twenty; alice keeps hers, change included.
            #expect(try await demo.deleteAll() == 10)
            #expect(try await demo.items(offset: 0, limit: 50).value == ItemPage(items: [], offset: 0, total: 0))
            let alicePage = try await alice.items(offset: 0, limit: 50).value
            #expect(alicePage.total == 10 && alicePage.items[2] == saved)

            // Alice's item 3 is a 404 for demo, worded like a missing one, and stays unchanged.
            let token = await demoClient.credentials.token
            for request in [
                RawRequest(method: "GET", target: "/api/items/3", body: nil),
                RawRequest(method: "PATCH", target: "/api/items/3", body: #"{"enabled": true}"#),
            ] {
                let answer = try await request.send(to: fixture.server.baseURL, token: token)
                #expect(answer.status == 404 && answer.error?.message == "There is no item with id 3.", "\(request)")
            }
            await #expect(throws: ServiceError.notFound) { try await demo.setEnabled(!saved.enabled, id: 3) }
            #expect(try await alice.item(id: 3) == saved)
        }
    }

    @Test("a limit the server refuses is an invalid request carrying the server's sentence")
    func invalidPageSize() async throws {
        try await DemoServerFixture.with(seedItems: 10) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            let error = await #expect(throws: ServiceError.self) {
                try await items.items(offset: 0, limit: APIPath.maxPageSize + 1).value
            }
            guard case .invalidRequest(let message) = error else {
                Issue.record("Expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message.contains("limit"))
        }
    }
}

import DemoAPI
import Domain
import Networking
import Storage
import Testing

@Suite("Remote items service against the demo server")
struct RemoteItemsServiceTests {
    @Test("items need a session: none, or a token the server does not know, is unauthorized")
    func itemsNeedASession() async throws {
        try await DemoServerFixture.with { fixture in
            let anonymous = RemoteItemsService(client: fixture.client())
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.items(offset: 0, limit: 10) }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.item(id: 1) }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.setEnabled(true, id: 1) }
            await #expect(throws: ServiceError.unauthorized) { try await anonymous.deleteAll() }

            let forged = APIClient(baseURL: fixture.server.baseURL, credentials: CredentialStore(session: .stub(token: "forged")))
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
                let page = try await items.items(offset: offset, limit: 50)
                pages.append(page)
                offset += page.items.count
            } while offset < 120 && pages.count < 10

            #expect(pages.map(\.items.count) == [50, 50, 20])
            #expect(pages.map(\.offset) == [0, 50, 100])
            #expect(pages.allSatisfy { $0.total == 120 })
            #expect(pages.flatMap(\.items) == (1 ... 120).map(ItemSeed.item))
            let beyond = try await items.items(offset: 500, limit: 50)
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
            let page = try await items.items(offset: 0, limit: 50)
            #expect(page.items.isEmpty && page.total == 0)
        }
    }

    @Test("a limit the server refuses is an invalid request carrying the server's sentence")
    func invalidPageSize() async throws {
        try await DemoServerFixture.with(seedItems: 10) { fixture in
            let items = RemoteItemsService(client: try await fixture.loggedInClient())
            let error = await #expect(throws: ServiceError.self) {
                try await items.items(offset: 0, limit: APIPath.maxPageSize + 1)
            }
            guard case .invalidRequest(let message) = error else {
                Issue.record("Expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(message.contains("limit"))
        }
    }
}

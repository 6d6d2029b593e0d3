import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Testing

@Suite("Items, employees and account read through the client cache")
struct CachedServicesTests {
    @Test(
        "online they come live; with the API stopped the pages seen, the employees and the account come from the cache flagged offline, and an unseen page is unreachable"
    )
    func offlineFromCache() async throws {
        try await GatewayWorld.with { world in
            let app = try world.openApp(signIn: try await world.logIn())
            let items = CachedItemsService(client: app.client, database: app.database)
            let employees = CachedEmployeesService(client: app.client, database: app.database)
            let account = CachedAccountService(client: app.client, database: app.database)
            let page = try await items.items(offset: 0, limit: 50)
            let directory = try await employees.employees()
            let details = try await account.details()
            await world.stopAPI()

            let cachedPage = try await items.items(offset: 0, limit: 50)
            let cachedDirectory = try await employees.employees()
            let cachedDetails = try await account.details()
            await #expect(throws: ServiceError.unreachable) { try await items.items(offset: 50, limit: 50) }
            await app.close()

            #expect(page.source == .live && directory.source == .live && details.source == .live)
            #expect(directory.value.count == DemoEmployees.all.count)
            #expect(cachedPage.isOffline && cachedDirectory.isOffline && cachedDetails.isOffline)
            #expect(cachedPage.value == page.value)
            #expect(cachedDirectory.value == directory.value)
            #expect(cachedDetails.value == details.value)
            let savedAt = try #require(cachedDetails.source.cachedAt)
            #expect(abs(savedAt.timeIntervalSinceNow) < 60)
        }
    }

    @Test("a copy is the user's own: another user on the same device reads none of it offline")
    func copiesPerUser() async throws {
        try await GatewayWorld.with { world in
            let demo = try world.openApp(signIn: try await world.logIn())
            _ = try await CachedAccountService(client: demo.client, database: demo.database).details()
            await demo.close()
            let alice = try world.openApp(signIn: try await world.logIn("alice"))
            await world.stopAPI()

            let account = CachedAccountService(client: alice.client, database: alice.database)
            await #expect(throws: ServiceError.unreachable) { try await account.details() }
            await alice.close()
        }
    }

    @Test("a copy that no longer reads as its value (an update changed its shape) is no copy: offline the read is unreachable")
    func unreadableCopy() async throws {
        try await GatewayWorld.with { world in
            let signIn = try await world.logIn()
            let app = try world.openApp(signIn: signIn)
            try await DocumentCacheStore(database: app.database)
                .replace(Data(#"{"total":3}"#.utf8), key: "account", userID: signIn.user.id, savedAt: Date())
            await world.stopAPI()

            let account = CachedAccountService(client: app.client, database: app.database)
            await #expect(throws: ServiceError.unreachable) { try await account.details() }
            await app.close()
        }
    }
}

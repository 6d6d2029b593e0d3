import DemoAPI
import Domain
import Gateway
import Storage
import Testing

@Suite("A person's feature flags from the demo API, read through the client cache")
struct CachedFeatureFlagsTests {
    @Test("each account reads its own values (alice's successor on, the demo account's none); a row flipped on the server shows on the next read")
    func perAccount() async throws {
        try await GatewayWorld.with { world in
            let alice = try world.openApp(signIn: try await world.logIn("alice"))
            #expect(try await CachedFeatureFlags(client: alice.client, database: alice.database).values().value == ["item-detail-next": true])
            await alice.close()
            let bobSignIn = try await world.logIn("bob")
            let bob = try world.openApp(signIn: bobSignIn)
            let flags = CachedFeatureFlags(client: bob.client, database: bob.database)
            #expect(try await flags.values().value == [:])

            // Turning the successor on for bob is a row in the API's table, not a release.
            let api = try SQLiteDatabase(path: world.directory.path("api.sqlite"))
            try await FeatureFlagStore(database: api).set("item-detail-next", to: true, userID: bobSignIn.user.id)
            try api.close()
            let flipped = try await flags.values()
            #expect(flipped.value == ["item-detail-next": true] && flipped.source == .live)
            await bob.close()
        }
    }

    @Test("offline the user's copy answers, flagged as the device's, so a person keeps the implementation they had")
    func offline() async throws {
        try await GatewayWorld.with { world in
            let app = try world.openApp(signIn: try await world.logIn("alice"))
            let flags = CachedFeatureFlags(client: app.client, database: app.database)
            _ = try await flags.values()
            await world.stopAPI()
            let copy = try await flags.values()
            await app.close()
            #expect(copy.value == ["item-detail-next": true] && copy.isOffline)
        }
    }
}

import DemoAPI
import Domain
import Networking
import Testing

@Suite("Demo API latency (App --fake-latency)")
struct DemoAPILatencyTests {
    @Test("with a latency every request waits at least that long before its answer; the health check does not wait")
    func delaysEveryRequestButHealth() async throws {
        // Four seconds: far above what a request takes even on a machine busy with the whole suite
        // and the browser tests, so the test tells "waited for the latency" from "did not" by the
        // order of the answers, never by timing anything finely.
        try await DemoServerFixture.with(seedItems: 3, latency: .seconds(4)) { fixture in
            let clock = ContinuousClock()
            // A generous timeout: the test asks that answers wait at least the latency, never how
            // fast they come.
            let client = fixture.client(http: EventLoopHTTPClient(timeout: .seconds(60)))
            _ = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            let items = RemoteItemsService(client: client)
            let elapsed = try await clock.measure { _ = try await items.items(offset: 0, limit: 2).value }
            #expect(elapsed >= .seconds(4))

            // Asked beside a page of items, the health check is answered first.
            let page = Task {
                _ = try await items.items(offset: 0, limit: 2).value
                return clock.now
            }
            try await client.health()
            let healthAnswered = clock.now
            #expect(try await page.value > healthAnswered)
        }
    }
}

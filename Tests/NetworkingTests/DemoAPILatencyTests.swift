import DemoAPI
import Domain
import Foundation
import Networking
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Demo API latency (App --fake-latency)")
struct DemoAPILatencyTests {
    @Test("with a latency every request waits at least that long before its answer; the health check does not wait")
    func delaysEveryRequestButHealth() async throws {
        // Four seconds: far above what the health check takes even on a machine busy with the whole
        // suite (3.4 s was seen beside a 2 s latency), so the test tells "waited for the latency"
        // from "did not" without timing anything finely.
        try await DemoServerFixture.with(seedItems: 3, latency: .seconds(4)) { fixture in
            let clock = ContinuousClock()
            // A generous timeout: the test asks that answers wait at least the latency, never how
            // fast they come, and the whole suite runs beside it on two cores.
            let client = fixture.client(http: EventLoopHTTPClient(timeout: .seconds(60)))
            _ = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
            let items = RemoteItemsService(client: client)
            let elapsed = try await clock.measure { _ = try await items.items(offset: 0, limit: 2).value }
            #expect(elapsed >= .seconds(4))

            let health = try await clock.measure {
                let session = URLSession(configuration: .ephemeral)
                let (_, response) = try await session.data(from: fixture.server.baseURL.appending(path: "api/health"))
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
            }
            #expect(health < .seconds(4))
        }
    }
}

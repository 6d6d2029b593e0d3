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
        // Two seconds: far above what the health check takes even on a busy machine, so the test
        // tells "waited for the latency" from "did not" without timing anything finely.
        try await DemoServerFixture.with(seedItems: 3, latency: .seconds(2)) { fixture in
            let clock = ContinuousClock()
            let client = try await fixture.loggedInClient()
            let items = RemoteItemsService(client: client)
            let elapsed = try await clock.measure { _ = try await items.items(offset: 0, limit: 2).value }
            #expect(elapsed >= .seconds(2))

            let health = try await clock.measure {
                let (_, response) = try await URLSession.shared.data(from: fixture.server.baseURL.appending(path: "api/health"))
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
            }
            #expect(health < .seconds(2))
        }
    }
}

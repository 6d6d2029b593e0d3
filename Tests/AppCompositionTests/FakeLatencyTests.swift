import AppComposition
import Domain
import Testing

@Suite("Fake services with a latency (App --fake-services --fake-latency)")
struct FakeLatencyTests {
    @Test("every fake service call waits the latency before it answers")
    func everyCallWaits() async throws {
        let latency = Duration.milliseconds(300)
        let services = ServiceFactory.fakes(itemCount: 5, latency: latency).makeServices()
        let clock = ContinuousClock()
        let calls: [(String, @Sendable () async throws -> Void)] = [
            ("log in", { _ = try await services.auth.logIn(username: "demo", password: "password") }),
            ("items", { _ = try await services.items.items(offset: 0, limit: 5).value }),
            ("employees", { _ = try await services.employees.employees().value }),
            ("account", { _ = try await services.account.details().value }),
            ("user", { _ = try await services.gateway.userManager.currentUser() }),
            ("contacts", { _ = try await services.gateway.contactManager.contacts(of: services.gateway.userManager.currentUser()) }),
            ("products", { _ = try await services.gateway.productManager.products() }),
            ("orders", { _ = try await services.gateway.orderManager.orders() }),
        ]
        for (name, call) in calls {
            let elapsed = try await clock.measure { try await call() }
            #expect(elapsed >= latency, "\(name) answered after \(elapsed)")
        }
    }

    @Test("without a latency the shell settles for 3 s, so a page shows its result; with one for 200 ms, so its loading state shows")
    func settleTimeout() {
        #expect(AppConfiguration().settleTimeout == .seconds(3))
        #expect(AppConfiguration(fakeLatency: .seconds(2)).settleTimeout == .milliseconds(200))
    }
}

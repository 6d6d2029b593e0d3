import DemoAPI
import Domain
import Foundation
import Networking
import Testing

@Suite("Transport failures")
struct TransportFailureTests {
    @Test("a server that stopped is unreachable")
    func stoppedServerIsUnreachable() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try await DemoAPIServer.start(DemoServerFixture.configuration(directory, seedItems: 1))
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore())
        try await client.health()

        await server.stop()

        await #expect(throws: ServiceError.unreachable) { try await client.health() }
        await #expect(throws: ServiceError.unreachable) {
            try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        }
    }

    @Test("a server that accepts the connection but never answers times out")
    func silentServerTimesOut() async throws {
        let listener = try SilentTCPListener()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        let client = APIClient(
            baseURL: baseURL,
            credentials: CredentialStore(session: .stub(token: "token")),
            http: URLSessionHTTPClient(timeout: .milliseconds(300))
        )
        let clock = ContinuousClock()

        let elapsed = await clock.measure {
            await #expect(throws: ServiceError.timeout) { try await client.items(offset: 0, limit: 10) }
        }

        #expect(elapsed < .seconds(5))
        withExtendedLifetime(listener) {}
    }

    @Test("cancelling the calling task cancels the request at once")
    func cancellation() async throws {
        let listener = try SilentTCPListener()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        let client = APIClient(baseURL: baseURL, credentials: CredentialStore(), http: URLSessionHTTPClient(timeout: .seconds(30)))
        let clock = ContinuousClock()
        let started = clock.now

        let request = Task {
            try await client.health()
        }
        try await Task.sleep(for: .milliseconds(200))
        request.cancel()
        let result = await request.result

        #expect(throws: ServiceError.cancelled) { try result.get() }
        #expect(clock.now - started < .seconds(5))
        withExtendedLifetime(listener) {}
    }

    @Test("a server cannot start on a port already taken")
    func portTaken() async throws {
        let listener = try SilentTCPListener()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = DemoServerFixture.configuration(directory, seedItems: 1)
        configuration.port = listener.port

        await #expect {
            let server = try await DemoAPIServer.start(configuration)
            await server.stop()
        } throws: { error in
            guard case .cannotListen = error as? DemoAPIError else { return false }
            return true
        }
        withExtendedLifetime(listener) {}
    }
}

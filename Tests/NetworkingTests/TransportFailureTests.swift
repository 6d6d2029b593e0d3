import DemoAPI
import Domain
import Foundation
import Networking
import Testing
import ViperKitTesting

@Suite("Transport failures", .timeLimit(.minutes(1)))
struct TransportFailureTests {
    @Test("a server that stopped is unreachable", arguments: Transport.allCases)
    func stoppedServerIsUnreachable(_ transport: Transport) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var configuration = DemoServerFixture.configuration(directory, seedItems: 1)
        // A loopback address of its own: the tests beside it listen on 127.0.0.1, and one of them
        // (a silent listener) given the stopped server's port number there would turn "refused"
        // into "never answers".
        configuration.host = transport == .eventLoop ? "127.0.0.61" : "127.0.0.62"
        let server = try await DemoAPIServer.start(configuration)
        let client = APIClient(baseURL: server.baseURL, credentials: CredentialStore(), http: transport.client())
        try await client.health()

        await server.stop()

        await #expect(throws: ServiceError.unreachable) { try await client.health() }
        await #expect(throws: ServiceError.unreachable) {
            try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        }
    }

    @Test("a server that accepts the connection but never answers times out", arguments: Transport.allCases)
    func silentServerTimesOut(_ transport: Transport) async throws {
        let listener = try SilentTCPListener()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        let client = APIClient(
            baseURL: baseURL,
            credentials: CredentialStore(signIn: .stub(token: "token")),
            http: transport.client(timeout: .milliseconds(300))
        )
        // The answer is `.timeout`, not a hang: the client's own 300 ms limit ended the request.
        await #expect(throws: ServiceError.timeout) { try await client.items(offset: 0, limit: 10) }
        withExtendedLifetime(listener) {}
    }

    @Test("cancelling the calling task cancels the request, well before its timeout", arguments: Transport.allCases)
    func cancellation(_ transport: Transport) async throws {
        let listener = try SilentTCPListener()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        // A 30-minute timeout: had cancelling not ended the request, it would end as `.timeout`
        // (or the suite's time limit would stop it), never as `.cancelled`.
        let client = APIClient(baseURL: baseURL, credentials: CredentialStore(), http: transport.client(timeout: .seconds(1_800)))

        let request = Task {
            try await client.health()
        }
        try await Task.sleep(for: .milliseconds(200))
        request.cancel()
        let result = await request.result

        #expect(throws: ServiceError.cancelled) { try result.get() }
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

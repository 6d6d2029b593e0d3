import DemoAPI
import Domain
import Foundation
import Networking
import ViperKitTesting

/// A demo server of its own for one test: 127.0.0.1, an ephemeral port, a database in a
/// temporary directory, fast password hashing.
struct DemoServerFixture {
    /// The running server.
    let server: DemoAPIServer
    /// Where its database lives.
    let directory: TemporaryDirectory

    /// The configuration tests use for a database in `directory`.
    static func configuration(
        _ directory: TemporaryDirectory, seedItems: Int, loginLimits: LoginLimits = LoginLimits(), latency: Duration = .zero,
        idleConnectionTimeout: Duration = .seconds(30), maxConnections: Int = 512
    ) -> DemoAPIConfiguration {
        DemoAPIConfiguration(
            databasePath: directory.path(), seedItems: seedItems, passwordHashCost: 4, idleConnectionTimeout: idleConnectionTimeout,
            maxConnections: maxConnections, loginLimits: loginLimits, latency: latency, proxySecret: proxySecret)
    }

    /// Runs `body` with a fresh server seeded with `seedItems` items, then stops it and removes
    /// its files, whether `body` threw or not.
    static func with(
        seedItems: Int = 100,
        loginLimits: LoginLimits = LoginLimits(),
        latency: Duration = .zero,
        idleConnectionTimeout: Duration = .seconds(30),
        maxConnections: Int = 512,
        _ body: (DemoServerFixture) async throws -> Void
    ) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let server = try await DemoAPIServer.start(
            configuration(
                directory, seedItems: seedItems, loginLimits: loginLimits, latency: latency, idleConnectionTimeout: idleConnectionTimeout,
                maxConnections: maxConnections))
        do {
            try await body(DemoServerFixture(server: server, directory: directory))
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A client of this server with a session of its own, calling for a user at `address` on
    /// `device` (forwarded with the proxy secret, as the web shell forwards them).
    func client(http: any HTTPClient = EventLoopHTTPClient(), address: String? = nil, device: String? = nil) -> APIClient {
        APIClient(
            baseURL: server.baseURL, credentials: CredentialStore(), http: http, endUser: { EndUser(address: address, device: device) },
            proxySecret: Self.proxySecret)
    }

    /// The secret the fixture's server believes forwarded addresses with, as the web shell's.
    static let proxySecret = "fixture-proxy-secret"

    /// A client of this server already logged in as the demo account.
    func loggedInClient() async throws -> APIClient {
        let client = client()
        _ = try await RemoteAuthService(client: client).logIn(username: DemoAccounts.username, password: DemoAccounts.password)
        return client
    }
}

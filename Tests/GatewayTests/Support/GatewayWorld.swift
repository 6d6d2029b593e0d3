import DemoAPI
import Domain
import Foundation
import Gateway
import Networking
import Storage
import Synchronization
import Testing
import ViperKitTesting

/// A real demo API on 127.0.0.1 (restartable on the same port and database file) and the App
/// side in front of it, each with its own SQLite file in a temporary directory.
final class GatewayWorld: Sendable {
    /// The test's directory.
    let directory: TemporaryDirectory
    /// The faults between the App side and the API.
    let http = ScriptedHTTPClient()
    /// The running API (if any) and its port, kept across restarts.
    private let api = Mutex<(port: Int, server: DemoAPIServer?)>((0, nil))

    /// The API's port (kept across restarts).
    var port: Int { api.withLock { $0.port } }

    /// The backoff tests use: short, so recovery takes milliseconds.
    static let fastBackoff = OutboxBackoff(initial: .milliseconds(20), maximum: .milliseconds(200))

    private init(directory: TemporaryDirectory) {
        self.directory = directory
    }

    /// Runs `body` with a started API, then stops it and removes the files.
    static func with(_ body: (GatewayWorld) async throws -> Void) async throws {
        let world = GatewayWorld(directory: try TemporaryDirectory())
        defer { world.directory.remove() }
        try await world.startAPI()
        do {
            try await body(world)
        } catch {
            await world.stopAPI()
            throw error
        }
        await world.stopAPI()
    }

    /// The API's address.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// The path of the App side's client database.
    var appDatabasePath: String { directory.path("app.sqlite") }

    /// Starts the API (again) on its database file and port.
    func startAPI() async throws {
        let configuration = DemoAPIConfiguration(databasePath: directory.path("api.sqlite"), port: port, seedItems: 0, passwordHashCost: 4)
        let server = try await DemoAPIServer.start(configuration)
        api.withLock { $0 = (server.port, server) }
    }

    /// Stops the API (nothing when stopped).
    func stopAPI() async {
        let server = api.withLock { api in
            defer { api.server = nil }
            return api.server
        }
        await server?.stop()
    }

    /// Logs `username` in over a plain client and returns the sign-in.
    func logIn(_ username: String = DemoAccounts.username) async throws -> SignIn {
        let account = try #require(DemoAccounts.all.first { $0.username == username })
        let client = APIClient(baseURL: baseURL, credentials: CredentialStore())
        return try await RemoteAuthService(client: client).logIn(username: account.username, password: account.password)
    }

    /// Opens the App side over the client database file with `signIn` logged in.
    func openApp(signIn: SignIn?, backoff: OutboxBackoff = fastBackoff, clock: any GatewayClock = SystemGatewayClock()) throws -> AppSide {
        let database = try SQLiteDatabase(path: appDatabasePath, schema: .client)
        let sender = OutboxSender(
            client: APIClient(baseURL: baseURL, credentials: CredentialStore(), http: http), database: database, backoff: backoff, clock: clock)
        let client = APIClient(baseURL: baseURL, credentials: CredentialStore(signIn: signIn) { await sender.signInStored($0) }, http: http)
        return AppSide(
            database: database, sender: sender, client: client, gateway: LiveEntityGateway(client: client, database: database, sender: sender))
    }

    /// The server's orders of `signIn`'s user, read past every fault.
    func serverOrders(_ signIn: SignIn) async throws -> [Order] {
        try await APIClient(baseURL: baseURL, credentials: CredentialStore(signIn: signIn)).orders()
    }

    /// A new draft of user `userID` (the demo account, the first one seeded, by default) for
    /// contact `contactID` and product `productID`.
    static func draft(userID: Int64 = 1, contactID: Int64 = 1, productID: Int64 = 1, quantity: Int = 2) -> OrderDraft {
        OrderDraft(key: UUID().uuidString, userID: userID, contactID: contactID, productID: productID, quantity: quantity, createdAt: Date())
    }

    /// Prints and returns the fault figure for `keys`: outbox rows, sent rows, server orders,
    /// keys on the server more than once.
    @discardableResult
    func figure(
        _ name: String, keys: Set<String>, app: AppSide, signIn: SignIn
    ) async throws -> (saved: Int, sent: Int, onServer: Int, duplicates: Int) {
        let rows = try await app.outbox.allEntries().filter { keys.contains($0.key) }
        let server = try await serverOrders(signIn).map(\.id).filter { keys.contains($0) }
        let figure = (
            saved: rows.count,
            sent: rows.filter { $0.order.status == .sent }.count,
            onServer: server.count,
            duplicates: server.count - Set(server).count
        )
        print("outbox fault \(name): saved \(figure.saved), sent \(figure.sent), on server \(figure.onServer), duplicates \(figure.duplicates)")
        return figure
    }
}

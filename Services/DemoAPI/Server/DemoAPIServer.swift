import Domain
import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore
import ServerKit
import ServiceLifecycle
import Storage

/// The demo HTTP API: a Hummingbird server answering from its own SQLite database, seeded with
/// ``DemoAccounts``, each with ``DemoAPIConfiguration/seedItems`` items of their own, the first
/// time the file is created.
public final class DemoAPIServer: Sendable {
    /// The configuration the server was started with.
    public let configuration: DemoAPIConfiguration
    /// The port the server listens on (the one the system picked when the configuration said 0).
    public let port: Int
    /// How long ``stop()`` lets requests in progress finish before cancelling them.
    public static let shutdownGracePeriod: Duration = .seconds(5)

    /// The service group running the Hummingbird application.
    private let serviceGroup: ServiceGroup
    /// The task running ``serviceGroup``.
    private let task: Task<Void, any Error>
    /// The server's database.
    private let database: SQLiteDatabase
    private let requests: RequestCounter

    private init(
        configuration: DemoAPIConfiguration,
        port: Int,
        serviceGroup: ServiceGroup,
        task: Task<Void, any Error>,
        database: SQLiteDatabase,
        requests: RequestCounter
    ) {
        self.configuration = configuration
        self.port = port
        self.serviceGroup = serviceGroup
        self.task = task
        self.database = database
        self.requests = requests
    }

    /// How many requests the server has answered since it started, the health check aside: what
    /// an app's action cost in API calls is the difference before and after it.
    public var requestsAnswered: Int { requests.value }

    /// The last `count` requests answered (of the 200 latest), oldest first, each as
    /// `GET /api/items/3`: what a difference of ``requestsAnswered`` was spent on.
    public func lastRequests(_ count: Int) -> [String] {
        guard count > 0 else { return [] }
        return requests.last(count)
    }

    /// The URL the API answers at, with the real bound port, e.g. `http://127.0.0.1:54321`. A
    /// server listening on every interface (`0.0.0.0`, `::`) is reached through the loopback.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = ["0.0.0.0", "::", ""].contains(configuration.host) ? "127.0.0.1" : configuration.host
        components.port = port
        // A host and port always make a URL; the fallback only satisfies the type checker.
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Opens, migrates and (the first time) seeds the database, reporting seeding progress as
    /// `(done, total)` items of all the accounts together, then starts listening and returns once
    /// the port is bound.
    /// - Throws: ``DemoAPIError``.
    public static func start(
        _ configuration: DemoAPIConfiguration,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> DemoAPIServer {
        guard (4 ... 31).contains(configuration.passwordHashCost) else {
            throw DemoAPIError.invalidConfiguration(
                "The password hash cost must be between 4 and 31, not \(configuration.passwordHashCost)."
            )
        }
        guard (0 ... 65_535).contains(configuration.port) else {
            throw DemoAPIError.invalidConfiguration("The port must be between 0 and 65535, not \(configuration.port).")
        }
        let hasher = PasswordHasher(cost: UInt8(configuration.passwordHashCost))
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: configuration.databasePath)
        } catch {
            throw DemoAPIError.storage(error)
        }
        let routes: DemoAPIRoutes
        do {
            routes = try await prepare(database, configuration: configuration, hasher: hasher, progress: progress)
        } catch {
            try? database.close()
            throw DemoAPIError.storage(error)
        }

        let (ports, portContinuation) = AsyncStream.makeStream(of: Int?.self)
        let connectionTimeout = TimeAmount.seconds(max(1, configuration.idleConnectionTimeout.components.seconds))
        // One share for every connection (the handlers are made per connection).
        let share = ConnectionShare(serverLimit: configuration.maxConnections)
        let application = Application(
            router: routes.router(),
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        // One address holding hundreds of connections cannot keep the others out.
                        ConnectionShareHandler(share: share),
                        // A request's head and then its whole body each within the idle timeout, so a
                        // connection that trickles bytes cannot keep its place for ever.
                        RequestDeadlineHandler(headTimeout: connectionTimeout, timeout: connectionTimeout),
                        HostHeaderCheck(contentType: "application/json; charset=utf-8", body: APIFailure.badHostBody),
                    ],
                    idleTimeout: connectionTimeout
                )
            ),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port),
                availableConnectionsDelegate: MaximumAvailableConnections(configuration.maxConnections)
            ),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port)
                portContinuation.finish()
            },
            logger: configuration.logger
        )
        var groupConfiguration = ServiceGroupConfiguration(services: [application], logger: application.logger)
        groupConfiguration.maximumGracefulShutdownDuration = shutdownGracePeriod
        let serviceGroup = ServiceGroup(configuration: groupConfiguration)
        let task = Task {
            // Whatever happens, `start` must stop waiting for the port.
            defer { portContinuation.finish() }
            try await serviceGroup.run()
        }
        var port: Int?
        for await bound in ports {
            port = bound
        }
        guard let port else {
            task.cancel()
            let reason =
                switch await task.result {
                case .failure(let error): String(describing: error)
                case .success: "The server stopped before listening."
                }
            try? database.close()
            throw DemoAPIError.cannotListen(
                "Cannot listen on \(configuration.host):\(configuration.port): \(reason)"
            )
        }
        return DemoAPIServer(
            configuration: configuration, port: port, serviceGroup: serviceGroup, task: task, database: database, requests: routes.requests)
    }

    /// Stops the server gracefully: closes the listening socket and idle connections, lets
    /// requests in progress finish (cancelling them after ``shutdownGracePeriod``), then closes
    /// the database. After it returns the port is closed. Calling it again does nothing.
    public func stop() async {
        await serviceGroup.triggerGracefulShutdown()
        _ = await task.result
        try? database.close()
    }

    /// Seeds the database once and returns the routes answering from it.
    private static func prepare(
        _ database: SQLiteDatabase,
        configuration: DemoAPIConfiguration,
        hasher: PasswordHasher,
        progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(ServiceError) -> DemoAPIRoutes {
        let users = UserStore(database: database)
        let flags = FeatureFlagStore(database: database)
        var decoyHash: String?
        for account in DemoAccounts.all {
            var credentials = try await users.credentials(username: account.username)
            if credentials == nil {
                let hash = await hasher.hash(account.password)
                let user = try await users.insert(username: account.username, displayName: account.displayName, passwordHash: hash)
                credentials = UserCredentials(user: user, passwordHash: hash)
            }
            decoyHash = decoyHash ?? credentials?.passwordHash
            if let user = credentials?.user {
                for (name, value) in account.flags.sorted(by: { $0.key < $1.key }) {
                    try await flags.seed(name, to: value, userID: user.id)
                }
            }
        }
        // After the accounts: every account gets its own copy of the seeded items.
        let items = ItemStore(database: database)
        try await items.seedItemsIfNeeded(count: configuration.seedItems, progress: progress)
        try await DemoOrderSeeding.seedIfNeeded(database)
        return DemoAPIRoutes(
            items: items,
            users: users,
            flags: flags,
            tokens: TokenStore(database: database, lifetimes: configuration.tokenLifetimes),
            orderStores: OrderStores(database: database),
            hasher: hasher,
            decoyHash: decoyHash ?? "",
            throttle: LoginThrottle(limits: configuration.loginLimits),
            passwordChecks: PasswordCheckGate(
                slots: configuration.loginLimits.concurrentChecks ?? PasswordCheckThreads.shared.count,
                maxWaiting: configuration.loginLimits.waitingChecks,
                longestWait: configuration.loginLimits.longestCheckWait
            ),
            latency: configuration.latency,
            proxySecret: configuration.proxySecret,
            tracer: configuration.tracer
        )
    }
}

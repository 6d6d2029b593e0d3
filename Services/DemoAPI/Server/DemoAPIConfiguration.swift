import Logging
import Storage
import Tracing

/// How to run a ``DemoAPIServer``: where it listens, which database file it uses, and how much
/// demo data a new database gets.
public struct DemoAPIConfiguration: Sendable {
    /// The host name or address to listen on.
    public var host: String
    /// The TCP port to listen on; 0 lets the system pick a free one (see ``DemoAPIServer/baseURL``).
    public var port: Int
    /// The path of the SQLite file; created (with its directories) if missing.
    public var databasePath: String
    /// How many items each account gets when the database is first created.
    public var seedItems: Int
    /// The bcrypt cost of the demo accounts' password hashes (4 ... 31; tests use 4).
    public var passwordHashCost: Int
    /// How long a connection may stay without sending anything before it is closed (whole seconds, at least 1).
    public var idleConnectionTimeout: Duration
    /// How many connections are served at once; more wait in the listen queue, so a flood of open
    /// connections cannot use up the process's file descriptors. Close to the cap, a new connection
    /// from an address holding fewer takes the place of an idle one of the address holding the
    /// most (see `ConnectionShare`): below it, every connection is served, whatever its address.
    public var maxConnections: Int
    /// Failed logins allowed per account and address, and password checks at once.
    public var loginLimits: LoginLimits
    /// How long bearer tokens live (an hour idle, a day in all, by default).
    public var tokenLifetimes: TokenLifetimes
    /// How long every request (but the health check) waits before it is answered; zero by
    /// default. For looking at and testing clients' loading states.
    public var latency: Duration
    /// The secret the web shell sends in `X-Viper-Proxy-Secret` with each user's address in
    /// `X-Forwarded-For`: only a request carrying it has its forwarded address believed, so no other
    /// client, on this machine or not, can choose the address its login attempts count against (or
    /// lock out someone else's). `nil`: every request counts against its own connection's address.
    public var proxySecret: String?
    /// Where the server logs: each request (method, path, status, duration, request id) at
    /// `info`. The default logs warnings only; the App passes one at its `--log-level`.
    public var logger: Logger
    /// Where the server's spans go (a span per request, named after its route, joining the
    /// caller's trace; one per SQLite transaction under it), or `nil` for none: each request runs
    /// with this tracer, whatever else the process traces.
    public var tracer: (any Tracer)?

    /// A logger that writes warnings and worse only: the default, so a server in a test stays quiet.
    public static var quietLogger: Logger {
        var logger = Logger(label: "viper.demo-api")
        logger.logLevel = .warning
        return logger
    }

    /// Creates a configuration.
    public init(
        databasePath: String,
        host: String = "127.0.0.1",
        port: Int = 0,
        seedItems: Int = 100,
        passwordHashCost: Int = 10,
        idleConnectionTimeout: Duration = .seconds(30),
        maxConnections: Int = 512,
        loginLimits: LoginLimits = LoginLimits(),
        tokenLifetimes: TokenLifetimes = TokenLifetimes(),
        latency: Duration = .zero,
        proxySecret: String? = nil,
        logger: Logger = DemoAPIConfiguration.quietLogger,
        tracer: (any Tracer)? = nil
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.seedItems = seedItems
        self.passwordHashCost = passwordHashCost
        self.idleConnectionTimeout = idleConnectionTimeout
        self.maxConnections = max(1, maxConnections)
        self.loginLimits = loginLimits
        self.tokenLifetimes = tokenLifetimes
        self.latency = max(.zero, latency)
        self.proxySecret = proxySecret.flatMap { $0.isEmpty ? nil : $0 }
        self.logger = logger
        self.tracer = tracer
    }
}

import DemoAPI
import Foundation
import Logging
import Tracing

/// How the app is started: where the web shell listens, which API it talks to (or in-memory
/// fakes), and whether it runs the whole app or one feature module by itself.
public struct AppConfiguration: Sendable {
    /// The address the web shell listens on.
    public var host: String
    /// The web shell's port (0 picks a free one).
    public var port: Int
    /// An API to use instead of starting the demo API in-process.
    public var apiURL: URL?
    /// The demo API's SQLite file, when it runs in-process.
    public var databasePath: String
    /// The app's own SQLite file (cached contacts and products, the order outbox, each user's latest sign-in),
    /// never the API's.
    public var appDatabasePath: String
    /// How many items the demo API seeds when it creates its database.
    public var seedItems: Int
    /// The bcrypt cost of the demo users' password hashes.
    public var passwordHashCost: Int
    /// How the in-process demo API limits failed logins.
    public var loginLimits: LoginLimits
    /// How many requests the web shell works on at once; `nil` for 4 per core (at least 8).
    public var requestsInProgress: Int?
    /// The most signed-in browser sessions one account holds; one more ends its oldest.
    public var sessionsPerAccount: Int
    /// The feature module to run by itself as every session's only root screen, or `nil` for the
    /// whole app.
    public var module: ModuleSelection?
    /// Whether to use in-memory fakes instead of the API: no demo API starts and no database is
    /// touched; ``seedItems`` is then how many items the fake holds.
    public var fakeServices: Bool
    /// How long every service call waits first: each fake's delay with ``fakeServices``, the
    /// in-process demo API's delay for every request otherwise. Zero by default; with a latency
    /// the web shell waits at most ``settleTimeout`` for a module before showing its page, so the
    /// loading state is seen.
    public var fakeLatency: Duration
    /// The secret the web shell and the API share, with which the API believes the browsers'
    /// addresses the shell forwards (login limits count per address); `nil` makes a fresh one for
    /// the in-process demo API and sends none to another API (which then counts every login
    /// against the App's own address).
    public var proxySecret: String?
    /// The least severe log messages written (to standard error) by the web shell, the demo API and
    /// the order outbox: `info` shows every request, `debug` also modules opened and closed.
    public var logLevel: Logger.Level
    /// The feature flags set for every person of this run (`--flag name=on|off`), over what their
    /// accounts say.
    public var flagOverrides: [FlagOverride]
    /// Where the app's spans go, or `nil` for none: the web shell's requests, the host's spans at
    /// the modules' boundaries (each naming its team), the services' calls, and the in-process demo
    /// API's routes and SQLite transactions, one trace per request.
    public var tracer: (any Tracer)?

    /// Creates a configuration; the defaults are what `swift run App` uses.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        apiURL: URL? = nil,
        databasePath: String = ".data/demo-api.sqlite",
        appDatabasePath: String? = nil,
        seedItems: Int = 100,
        passwordHashCost: Int = 10,
        loginLimits: LoginLimits = LoginLimits(),
        requestsInProgress: Int? = nil,
        sessionsPerAccount: Int = 20,
        module: ModuleSelection? = nil,
        fakeServices: Bool = false,
        fakeLatency: Duration = .zero,
        proxySecret: String? = nil,
        logLevel: Logger.Level = .warning,
        flagOverrides: [FlagOverride] = [],
        tracer: (any Tracer)? = nil
    ) {
        self.host = host
        self.port = port
        self.apiURL = apiURL
        self.databasePath = databasePath
        self.appDatabasePath = appDatabasePath ?? Self.defaultAppDatabasePath(besides: databasePath)
        self.seedItems = seedItems
        self.passwordHashCost = passwordHashCost
        self.loginLimits = loginLimits
        self.requestsInProgress = requestsInProgress
        self.sessionsPerAccount = sessionsPerAccount
        self.module = module
        self.fakeServices = fakeServices
        self.fakeLatency = max(.zero, fakeLatency)
        self.proxySecret = proxySecret.flatMap { $0.isEmpty ? nil : $0 }
        self.logLevel = logLevel
        self.flagOverrides = flagOverrides
        self.tracer = tracer
    }

    /// How long the web shell waits for a module's work to settle before it shows the page (which
    /// then refreshes itself while the work runs): 3 s, so a page normally shows its result; 200 ms
    /// under a ``fakeLatency``, so the loading state shows first.
    public var settleTimeout: Duration {
        fakeLatency > .zero ? .milliseconds(200) : .seconds(3)
    }

    /// A logger named `label` writing messages of ``logLevel`` and worse to standard error; its
    /// metadata is written out only with a message (``DeferredMetadataLogHandler``).
    public func logger(_ label: String) -> Logger {
        var logger = Logger(label: label, factory: DeferredMetadataLogHandler.init(label:))
        logger.logLevel = logLevel
        return logger
    }

    /// `app.sqlite` in the directory of the API's database file `databasePath`.
    public static func defaultAppDatabasePath(besides databasePath: String) -> String {
        file("app.sqlite", besides: databasePath)
    }

    /// `terminal.log`, where the terminal host's log goes, in the directory of the API's database
    /// file `databasePath`.
    public static func defaultLogPath(besides databasePath: String) -> String {
        file("terminal.log", besides: databasePath)
    }

    /// The file `name` in the directory of `path`.
    private static func file(_ name: String, besides path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? name : (directory as NSString).appendingPathComponent(name)
    }
}

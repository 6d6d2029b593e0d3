import DemoAPI
import Domain
import Fakes
import Foundation
import Gateway
import Networking
import Storage
import ViperKit
import WebShell

/// The running app: the demo API (unless another API was named, or fakes replace it) and the web
/// shell in front of it, running the whole app or one feature module by itself.
public final class AppServer: Sendable {
    /// Where the web shell answers.
    public let webURL: URL
    /// The API the app talks to; `nil` when it runs on in-memory fakes.
    public let apiURL: URL?
    /// The module running by itself, or `nil` for the whole app.
    public let module: SelectedModule?
    /// The account to log in with (the demo API's or the fakes' demo account); `nil` when the API
    /// is another one, whose accounts the app does not know.
    public let demoAccount: (username: String, password: String)?
    private let api: DemoAPIServer?
    private let shell: WebShell
    /// The logouts of the shell's sessions that ended, while they run: `stop()` waits for them
    /// before it closes the database a logout is queued in (a logout written after the close would
    /// be lost, leaving the user's token valid on the API until it expires).
    private let endings: ModuleActivity
    /// The app's own client database and its outbox sender (not with fakes).
    private let outbox: (database: SQLiteDatabase, sender: OutboxSender)?

    private init(
        webURL: URL,
        apiURL: URL?,
        module: SelectedModule?,
        demoAccount: (username: String, password: String)?,
        api: DemoAPIServer?,
        shell: WebShell,
        endings: ModuleActivity,
        outbox: (database: SQLiteDatabase, sender: OutboxSender)?
    ) {
        self.webURL = webURL
        self.apiURL = apiURL
        self.module = module
        self.demoAccount = demoAccount
        self.api = api
        self.shell = shell
        self.endings = endings
        self.outbox = outbox
    }

    /// Starts the demo API (unless `configuration.apiURL` names another or
    /// `configuration.fakeServices` replaces it with in-memory fakes), opens the app's own client
    /// database and starts its order outbox sender (not with fakes), then the web shell.
    ///
    /// With `configuration.module`, the module is resolved and built once before anything starts
    /// (throwing a ``ModuleSelectionError`` for a bad choice), and over the API the app logs in as
    /// the demo user first (throwing a ``ModuleLoginError`` if it cannot), so every session's
    /// services start logged in and features behind login work.
    /// - Parameter progress: told how far seeding a new database has got, as (done, total).
    public static func start(
        _ configuration: AppConfiguration,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> AppServer {
        var selected: SelectedModule?
        if let selection = configuration.module {
            selected = try await resolve(selection)
        }
        if configuration.fakeServices {
            let account = FakeAuthService.Account.demo
            return try await start(
                configuration,
                services: .fakes(itemCount: configuration.seedItems, latency: configuration.fakeLatency),
                selected: selected,
                api: nil,
                apiURL: nil,
                demoAccount: (account.username, account.password),
                outbox: nil
            )
        }
        var api: DemoAPIServer?
        let apiURL: URL
        var proxySecret = configuration.proxySecret
        if let url = configuration.apiURL {
            apiURL = url
        } else {
            // The in-process API believes the browsers' addresses only from this shell.
            proxySecret = proxySecret ?? (0 ..< 4).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }.joined()
            let server = try await DemoAPIServer.start(
                DemoAPIConfiguration(
                    databasePath: configuration.databasePath,
                    seedItems: configuration.seedItems,
                    passwordHashCost: configuration.passwordHashCost,
                    maxConnections: DescriptorBudget.connectionsPerServer(),
                    loginLimits: configuration.loginLimits,
                    latency: configuration.fakeLatency,
                    proxySecret: proxySecret,
                    logger: configuration.logger("viper.demo-api")
                ),
                progress: progress
            )
            api = server
            apiURL = server.baseURL
        }
        var outbox: (database: SQLiteDatabase, sender: OutboxSender)?
        do {
            var session: AuthSession?
            if selected != nil {
                session = try await logIn(at: apiURL, username: DemoAccounts.username, password: DemoAccounts.password)
            }
            let database = try SQLiteDatabase(path: configuration.appDatabasePath, schema: .client)
            let sender = OutboxSender(
                client: APIClient(baseURL: apiURL, credentials: CredentialStore(), http: EventLoopHTTPClient(timeout: .seconds(10))),
                database: database,
                logger: configuration.logger("viper.outbox")
            )
            outbox = (database, sender)
            if let session {
                await sender.sessionStored(session)
            }
            await sender.start()
            return try await start(
                configuration,
                services: .live(baseURL: apiURL, session: session, database: database, sender: sender, proxySecret: proxySecret),
                selected: selected,
                api: api,
                apiURL: apiURL,
                demoAccount: configuration.apiURL == nil ? (DemoAccounts.username, DemoAccounts.password) : nil,
                outbox: outbox
            )
        } catch {
            await outbox?.sender.stop()
            try? outbox?.database.close()
            await api?.stop()
            throw error
        }
    }

    /// Starts the web shell with one flow per browser session: the whole app, or `selected` alone.
    private static func start(
        _ configuration: AppConfiguration,
        services: ServiceFactory,
        selected: SelectedModule?,
        api: DemoAPIServer?,
        apiURL: URL?,
        demoAccount: (username: String, password: String)?,
        outbox: (database: SQLiteDatabase, sender: OutboxSender)?
    ) async throws -> AppServer {
        let endings = await ModuleActivity()
        let shell = WebShell(
            configuration: WebShellConfiguration(
                host: configuration.host,
                port: configuration.port,
                appName: "Modular VIPER",
                maxSessionsPerAccount: configuration.sessionsPerAccount,
                settleTimeout: configuration.settleTimeout,
                maxRequestsInProgress: configuration.requestsInProgress,
                maxConnections: DescriptorBudget.connectionsPerServer(),
                maxConnectionsPerAddress: configuration.connectionsPerAddress,
                logger: configuration.logger("viper.webshell")
            )
        ) { navigator, browser -> any WebSessionFlow in
            let services = services.makeServices(endUser: { EndUser(address: browser.address, device: browser.device) })
            return if let selected {
                SingleModuleFlow(navigator: navigator, services: services, selected: selected, endings: endings)
            } else {
                AppFlow(navigator: navigator, services: services, endings: endings)
            }
        }
        let webURL = try await shell.start()
        return AppServer(
            webURL: webURL, apiURL: apiURL, module: selected, demoAccount: demoAccount, api: api, shell: shell, endings: endings, outbox: outbox)
    }

    /// Resolves and builds the chosen module once, with throwaway fakes (building calls no service).
    @MainActor
    private static func resolve(_ selection: ModuleSelection) throws(ModuleSelectionError) -> SelectedModule {
        try SingleModuleFlow.resolve(selection, services: ServiceFactory.fakes(itemCount: 0).makeServices())
    }

    /// Logs in to the API at `apiURL` and returns the session.
    private static func logIn(at apiURL: URL, username: String, password: String) async throws(ModuleLoginError) -> AuthSession {
        let http = EventLoopHTTPClient(timeout: .seconds(10), maxConnectionsPerHost: 1)
        let client = APIClient(baseURL: apiURL, credentials: CredentialStore(), http: http)
        do {
            return try await RemoteAuthService(client: client).logIn(username: username, password: password)
        } catch {
            throw ModuleLoginError(username: username, apiURL: apiURL, error: error)
        }
    }

    /// Stops the web shell, then the outbox sender (orders still pending stay in the client
    /// database for the next start), then the demo API.
    public func stop() async {
        await shell.stop()
        // Stopping the shell ended every session: their logouts write to the outbox's database.
        await endings.idle()
        await outbox?.sender.stop()
        try? outbox?.database.close()
        await api?.stop()
    }
}

import DemoAPI
import Domain
import Fakes
import Foundation
import Gateway
import HostCore
import Networking
import Storage
import ViperKit

/// What the app runs on, whatever host shows it: the demo API (unless another API was named, or
/// fakes replace it), the app's own client database with its order outbox sender, and the
/// services each person's session gets; and the flow of a new session, for the whole app or one
/// feature module alone. The web shell (``AppServer``) and the terminal host both start one.
///
/// ```swift
/// let backend = try await AppBackend.start(configuration)
/// let session = HostSession(window: HostWindow(tracker: .shared, leakGrace: .seconds(1))) { navigator in
///     backend.makeFlow(navigator: navigator)
/// }
/// // … show session's screens …
/// session.end()
/// await backend.stop()
/// ```
public final class AppBackend: Sendable {
    /// The API the app talks to; `nil` when it runs on in-memory fakes.
    public let apiURL: URL?
    /// The module running by itself, or `nil` for the whole app.
    public let module: SelectedModule?
    /// The account to log in with (the demo API's or the fakes' demo account); `nil` when the API
    /// is another one, whose accounts the app does not know.
    public let demoAccount: (username: String, password: String)?
    /// Makes each session's services.
    let services: ServiceFactory
    private let api: DemoAPIServer?
    /// The logouts of the sessions that ended, while they run: ``stop()`` waits for them before it
    /// closes the database a logout is queued in (a logout written after the close would be lost,
    /// leaving the user's token valid on the API until it expires).
    let endings: ModuleActivity
    /// The app's own client database and its outbox sender (not with fakes).
    private let outbox: (database: SQLiteDatabase, sender: OutboxSender)?

    private init(
        apiURL: URL?,
        module: SelectedModule?,
        demoAccount: (username: String, password: String)?,
        services: ServiceFactory,
        api: DemoAPIServer?,
        endings: ModuleActivity,
        outbox: (database: SQLiteDatabase, sender: OutboxSender)?
    ) {
        self.apiURL = apiURL
        self.module = module
        self.demoAccount = demoAccount
        self.services = services
        self.api = api
        self.endings = endings
        self.outbox = outbox
    }

    /// Starts the demo API (unless `configuration.apiURL` names another or
    /// `configuration.fakeServices` replaces it with in-memory fakes), opens the app's own client
    /// database and starts its order outbox sender (not with fakes).
    ///
    /// With `configuration.module`, the module is resolved and built once before anything starts
    /// (throwing a ``ModuleSelectionError`` for a bad choice), and over the API the app logs in as
    /// the demo user first (throwing a ``ModuleLoginError`` if it cannot), so every session's
    /// services start logged in and features behind login work.
    /// - Parameter progress: told how far seeding a new database has got, as (done, total).
    public static func start(
        _ configuration: AppConfiguration,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> AppBackend {
        var selected: SelectedModule?
        if let selection = configuration.module {
            let flags = Dictionary(configuration.flagOverrides.map { ($0.flag.name, $0.value) }) { _, last in last }
            selected = try await resolve(selection, flags: flags)
        }
        let endings = await ModuleActivity()
        if configuration.fakeServices {
            let account = FakeAuthService.Account.demo
            return AppBackend(
                apiURL: nil,
                module: selected,
                demoAccount: (account.username, account.password),
                services: ServiceFactory.fakes(itemCount: configuration.seedItems, latency: configuration.fakeLatency)
                    .overridingFlags(configuration.flagOverrides),
                api: nil,
                endings: endings,
                outbox: nil
            )
        }
        var api: DemoAPIServer?
        let apiURL: URL
        var proxySecret = configuration.proxySecret
        if let url = configuration.apiURL {
            apiURL = url
        } else {
            // The in-process API believes the browsers' addresses only from this app.
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
                    logger: configuration.logger("viper.demo-api"),
                    tracer: configuration.tracer
                ),
                progress: progress
            )
            api = server
            apiURL = server.baseURL
        }
        var outbox: (database: SQLiteDatabase, sender: OutboxSender)?
        do {
            var signIn: SignIn?
            if selected != nil {
                signIn = try await logIn(at: apiURL, username: DemoAccounts.username, password: DemoAccounts.password)
            }
            let database = try SQLiteDatabase(path: configuration.appDatabasePath, schema: .client)
            let sender = OutboxSender(
                client: APIClient(baseURL: apiURL, credentials: CredentialStore(), http: EventLoopHTTPClient(timeout: .seconds(10))),
                database: database,
                logger: configuration.logger("viper.outbox")
            )
            outbox = (database, sender)
            if let signIn {
                await sender.signInStored(signIn)
            }
            await sender.start()
            return AppBackend(
                apiURL: apiURL,
                module: selected,
                demoAccount: configuration.apiURL == nil ? (DemoAccounts.username, DemoAccounts.password) : nil,
                services: ServiceFactory.live(baseURL: apiURL, signIn: signIn, database: database, sender: sender, proxySecret: proxySecret)
                    .overridingFlags(configuration.flagOverrides),
                api: api,
                endings: endings,
                outbox: outbox
            )
        } catch {
            await outbox?.sender.stop()
            try? outbox?.database.close()
            await api?.stop()
            throw error
        }
    }

    /// The flow of a new person's session, whose first screen's navigator is `navigator`: the
    /// whole app, or the selected module alone. `endUser` says who the services work for (a
    /// browser's address and device), read on each API call.
    @MainActor
    public func makeFlow(navigator: any Navigator, endUser: @escaping @Sendable () -> EndUser = { EndUser() }) -> any HostFlow {
        let factory = services
        return if let module {
            SingleModuleFlow(navigator: navigator, services: factory.makeServices(endUser: endUser), selected: module, endings: endings)
        } else {
            AppFlow(navigator: navigator, services: { factory.makeServices(endUser: endUser) }, endings: endings)
        }
    }

    /// Resolves and builds the chosen module once with `flags`, over throwaway fakes (building
    /// calls no service).
    @MainActor
    private static func resolve(_ selection: ModuleSelection, flags: [String: Bool]) throws(ModuleSelectionError) -> SelectedModule {
        try SingleModuleFlow.resolve(selection, services: ServiceFactory.fakes(itemCount: 0).makeServices(), flags: flags)
    }

    /// Logs in to the API at `apiURL` and returns the sign-in.
    private static func logIn(at apiURL: URL, username: String, password: String) async throws(ModuleLoginError) -> SignIn {
        let http = EventLoopHTTPClient(timeout: .seconds(10), maxConnectionsPerHost: 1)
        let client = APIClient(baseURL: apiURL, credentials: CredentialStore(), http: http)
        do {
            return try await RemoteAuthService(client: client).logIn(username: username, password: password)
        } catch {
            throw ModuleLoginError(username: username, apiURL: apiURL, error: error)
        }
    }

    /// How long stopping waits for the API to take the logouts of the sessions that ended: a
    /// person who quits is logged out on the server, and an API that is away delays quitting by no
    /// more than this.
    static let logoutGrace: Duration = .seconds(2)

    /// Waits for the logouts of ended sessions to be queued, gives the outbox sender up to
    /// ``logoutGrace`` to send them, then stops it (orders still pending, and logouts the API did
    /// not take in time, stay in the client database for the next start) and the demo API. Stop
    /// every host first: ending their sessions queues those logouts.
    public func stop() async {
        await endings.idle()
        await outbox?.sender.stop(sendingLogoutsWithin: Self.logoutGrace)
        try? outbox?.database.close()
        await api?.stop()
    }
}

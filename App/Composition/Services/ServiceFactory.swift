import Domain
import Fakes
import Foundation
import Gateway
import Networking
import Storage

/// Makes a fresh ``UserServices`` for each browser session: live ones over the demo API, or
/// in-memory fakes to run the app with no server at all.
public struct ServiceFactory: Sendable {
    private let make: @Sendable (_ endUser: @escaping @Sendable () -> EndUser) -> UserServices

    /// Creates a factory from a closure, which is given the session's browser (see
    /// ``makeServices(endUser:)``).
    public init(_ make: @escaping @Sendable (_ endUser: @escaping @Sendable () -> EndUser) -> UserServices) {
        self.make = make
    }

    /// A new set of services.
    /// - Parameter endUser: the browser the services work for (its address and device), read on
    ///   each API call and sent along (the demo API limits failed logins per client address, except
    ///   for devices and addresses an account logged in from before).
    public func makeServices(endUser: @escaping @Sendable () -> EndUser = { EndUser() }) -> UserServices {
        make(endUser)
    }

    /// This factory with `overrides` (`App --flag`) laid over every session's feature flags.
    public func overridingFlags(_ overrides: [FlagOverride]) -> ServiceFactory {
        guard !overrides.isEmpty else { return self }
        let values = Dictionary(overrides.map { ($0.flag.name, $0.value) }) { _, last in last }
        return ServiceFactory { endUser in
            let services = make(endUser)
            return UserServices(
                auth: services.auth, items: services.items, employees: services.employees, account: services.account,
                gateway: services.gateway, flags: OverriddenFeatureFlags(base: services.flags, overrides: values),
                expiry: services.expiry)
        }
    }

    /// Services over the HTTP API at `baseURL`, each session with its own credentials, and a
    /// `LiveEntityGateway` per session over the one client database and its outbox sender.
    ///
    /// Every session shares one HTTP client (one connection pool to the API, on the event loops the
    /// web shell serves on), so a session costs no file descriptor of its own however many browsers
    /// come; logins go through a second shared client with a longer timeout, since under load they
    /// wait their turn for a password check (each takes a core for about a tenth of a second).
    /// - Parameters:
    ///   - timeout: how long an API call may wait for its answer before the app treats the API as
    ///     unreachable (and reads from its cache).
    ///   - loginTimeout: the same for a login, which may queue for its password check.
    ///   - signIn: the sign-in every new browser session starts with (already logged in), or
    ///     `nil` for sessions that start logged out.
    ///   - database: the app's own client database (`SQLiteSchema.client`), shared by every session.
    ///   - sender: the one `OutboxSender` of `database`; told about every login so a user's
    ///     waiting orders go out with their new sign-in.
    ///   - proxySecret: the secret the API believes each browser's forwarded address with.
    public static func live(
        baseURL: URL,
        timeout: Duration = .seconds(10),
        loginTimeout: Duration = .seconds(30),
        signIn: SignIn? = nil,
        database: SQLiteDatabase,
        sender: OutboxSender,
        proxySecret: String? = nil
    ) -> ServiceFactory {
        let http = EventLoopHTTPClient(timeout: timeout)
        let loginHTTP = EventLoopHTTPClient(timeout: loginTimeout)
        return ServiceFactory { endUser in
            let expiry = TokenExpiry()
            let credentials = CredentialStore(
                signIn: signIn,
                didStore: { await sender.signInStored($0) },
                didRefuse: { expiry.expire() }
            )
            let client = APIClient(baseURL: baseURL, credentials: credentials, http: http, endUser: endUser, proxySecret: proxySecret)
            let loginClient = APIClient(
                baseURL: baseURL, credentials: credentials, http: loginHTTP, endUser: endUser, proxySecret: proxySecret)
            return UserServices(
                auth: RemoteAuthService(client: loginClient, revoke: { await sender.signInEnded($0) }),
                items: CachedItemsService(client: client, database: database, clock: sender.clock),
                employees: CachedEmployeesService(client: client, database: database, clock: sender.clock),
                account: CachedAccountService(client: client, database: database, clock: sender.clock),
                gateway: LiveEntityGateway(client: client, database: database, sender: sender),
                flags: CachedFeatureFlags(client: client, database: database, clock: sender.clock),
                expiry: expiry
            )
        }
    }

    /// In-memory fakes, with no server and no database: every session shares one
    /// `FakeItemsService` holding `itemCount` generated items, one `FakeEmployeesService` and one
    /// `FakeEntityGateway` (as they would share a server), and gets its own `FakeAuthService`
    /// accepting ``FakeAuthService/Account/demo``, `FakeAccountService` answering with its details and
    /// `FakeFeatureFlags` setting no flag (every flag at its default).
    /// Every call of every fake waits `latency` first (`App --fake-latency`), so loading states can
    /// be looked at.
    public static func fakes(itemCount: Int = 100, latency: Duration = .zero) -> ServiceFactory {
        let items = FakeItemsService(generatedCount: itemCount)
        let employees = FakeEmployeesService()
        let gateway = FakeEntityGateway()
        items.delay = latency
        employees.delay = latency
        gateway.users.delay = latency
        gateway.contacts.delay = latency
        gateway.products.delay = latency
        gateway.orders.delay = latency
        return ServiceFactory { _ in
            let auth = FakeAuthService(accounts: [.demo])
            let account = FakeAccountService()
            auth.delay = latency
            account.delay = latency
            let flags = FakeFeatureFlags()
            flags.delay = latency
            return UserServices(auth: auth, items: items, employees: employees, account: account, gateway: gateway, flags: flags)
        }
    }
}

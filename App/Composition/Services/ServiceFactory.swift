import Foundation
import Domain
import Fakes
import Gateway
import Networking
import Storage

/// Makes a fresh ``SessionServices`` for each browser session: live ones over the demo API, or
/// in-memory fakes to run the app with no server at all.
public struct ServiceFactory: Sendable {
    private let make: @Sendable () -> SessionServices

    /// Creates a factory from a closure.
    public init(_ make: @escaping @Sendable () -> SessionServices) {
        self.make = make
    }

    /// A new set of services.
    public func makeServices() -> SessionServices { make() }

    /// Services over the HTTP API at `baseURL`, each session with its own credentials, and a
    /// `LiveEntityGateway` per session over the one client database and its outbox sender.
    /// - Parameters:
    ///   - session: a session every new browser session starts with (already logged in), or
    ///     `nil` for sessions that start logged out.
    ///   - database: the app's own client database (`SQLiteSchema.client`), shared by every session.
    ///   - sender: the one `OutboxSender` of `database`; told about every login so a user's
    ///     waiting orders go out with their new session.
    public static func live(
        baseURL: URL,
        timeout: Duration = .seconds(10),
        session: AuthSession? = nil,
        database: SQLiteDatabase,
        sender: OutboxSender
    ) -> ServiceFactory {
        ServiceFactory {
            let client = APIClient(
                baseURL: baseURL,
                credentials: CredentialStore(session: session) { await sender.sessionStored($0) },
                http: URLSessionHTTPClient(timeout: timeout)
            )
            return SessionServices(
                auth: RemoteAuthService(client: client),
                items: RemoteItemsService(client: client),
                employees: RemoteEmployeesService(client: client),
                account: RemoteAccountService(client: client),
                gateway: LiveEntityGateway(client: client, database: database, sender: sender)
            )
        }
    }

    /// In-memory fakes, with no server and no database: every session shares one
    /// `FakeItemsService` holding `itemCount` generated items, one `FakeEmployeesService` and one
    /// `FakeEntityGateway` (as they would share a server), and gets its own `FakeAuthService`
    /// accepting ``FakeAuthService/Account/demo`` and `FakeAccountService` answering with its details.
    public static func fakes(itemCount: Int = 100) -> ServiceFactory {
        let items = FakeItemsService(generatedCount: itemCount)
        let employees = FakeEmployeesService()
        let gateway = FakeEntityGateway()
        return ServiceFactory {
            SessionServices(
                auth: FakeAuthService(accounts: [.demo]),
                items: items,
                employees: employees,
                account: FakeAccountService(),
                gateway: gateway
            )
        }
    }
}

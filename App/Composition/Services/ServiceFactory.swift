import Foundation
import Domain
import Fakes
import Networking

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

    /// Services over the HTTP API at `baseURL`, each session with its own credentials.
    /// - Parameter token: a bearer token every new session starts with (already logged in), or
    ///   `nil` for sessions that start logged out.
    public static func live(baseURL: URL, timeout: Duration = .seconds(10), token: String? = nil) -> ServiceFactory {
        ServiceFactory {
            let client = APIClient(
                baseURL: baseURL,
                credentials: CredentialStore(session: AuthSession(token: token, user: User(id: 1, username: "demo", displayName: "Demo User"))),
                http: URLSessionHTTPClient(timeout: timeout)
            )
            return SessionServices(auth: RemoteAuthService(client: client), items: RemoteItemsService(client: client))
        }
    }

    /// In-memory fakes, with no server and no database: every session shares one
    /// `FakeItemsService` holding `itemCount` generated items (as they would share a server), and
    /// gets its own `FakeAuthService` accepting ``FakeAuthService/Account/demo``.
    public static func fakes(itemCount: Int = 100) -> ServiceFactory {
        let items = FakeItemsService(generatedCount: itemCount)
        return ServiceFactory {
            SessionServices(auth: FakeAuthService(accounts: [.demo]), items: items)
        }
    }
}

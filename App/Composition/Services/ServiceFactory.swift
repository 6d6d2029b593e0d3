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
    public static func live(baseURL: URL, timeout: Duration = .seconds(10)) -> ServiceFactory {
        ServiceFactory {
            let client = APIClient(
                baseURL: baseURL,
                credentials: CredentialStore(),
                http: URLSessionHTTPClient(timeout: timeout)
            )
            return SessionServices(auth: RemoteAuthService(client: client), items: RemoteItemsService(client: client))
        }
    }
}

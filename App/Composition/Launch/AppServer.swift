import Foundation
import HostCore
import Networking
import WebShell

/// The running app in the browser: the web shell in front of an ``AppBackend``, running the whole
/// app or one feature module by itself, one ``HostFlow`` per browser session.
public final class AppServer: Sendable {
    /// Where the web shell answers.
    public let webURL: URL
    /// What the app runs on: the API (or fakes), the client database, each session's services.
    public let backend: AppBackend
    private let shell: WebShell

    private init(webURL: URL, backend: AppBackend, shell: WebShell) {
        self.webURL = webURL
        self.backend = backend
        self.shell = shell
    }

    /// The API the app talks to; `nil` when it runs on in-memory fakes.
    public var apiURL: URL? { backend.apiURL }
    /// The module running by itself, or `nil` for the whole app.
    public var module: SelectedModule? { backend.module }
    /// The account to log in with; `nil` when the API is another one.
    public var demoAccount: (username: String, password: String)? { backend.demoAccount }

    /// Starts the app's backend (see ``AppBackend/start(_:progress:)``), then the web shell.
    /// - Parameter progress: told how far seeding a new database has got, as (done, total).
    public static func start(
        _ configuration: AppConfiguration,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> AppServer {
        let backend = try await AppBackend.start(configuration, progress: progress)
        let shell = WebShell(
            configuration: WebShellConfiguration(
                host: configuration.host,
                port: configuration.port,
                appName: "Modular VIPER",
                maxSessionsPerAccount: configuration.sessionsPerAccount,
                settleTimeout: configuration.settleTimeout,
                maxRequestsInProgress: configuration.requestsInProgress,
                maxConnections: DescriptorBudget.connectionsPerServer(),
                logger: configuration.logger("viper.webshell"),
                spans: ModuleSpans(owners: AppOwners.modules, tracer: configuration.tracer)
            )
        ) { navigator, browser -> any HostFlow in
            backend.makeFlow(navigator: navigator) { EndUser(address: browser.address, device: browser.device) }
        }
        do {
            let webURL = try await shell.start()
            return AppServer(webURL: webURL, backend: backend, shell: shell)
        } catch {
            await backend.stop()
            throw error
        }
    }

    /// Stops the web shell (which ends every session), then the backend.
    public func stop() async {
        await shell.stop()
        await backend.stop()
    }
}

import DemoAPI
import Foundation
import ViperKit
import WebShell

/// The running app: the demo API (unless another API was named) and the web shell in front of it.
public final class AppServer: Sendable {
    /// Where the web shell answers.
    public let webURL: URL
    /// The API the app talks to.
    public let apiURL: URL
    private let api: DemoAPIServer?
    private let shell: WebShell

    private init(webURL: URL, apiURL: URL, api: DemoAPIServer?, shell: WebShell) {
        self.webURL = webURL
        self.apiURL = apiURL
        self.api = api
        self.shell = shell
    }

    /// Starts the demo API (when `configuration.apiURL` is nil) and the web shell.
    /// - Parameter progress: told how far seeding a new database has got, as (done, total).
    public static func start(
        _ configuration: AppConfiguration,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> AppServer {
        var api: DemoAPIServer?
        let apiURL: URL
        if let url = configuration.apiURL {
            apiURL = url
        } else {
            let server = try await DemoAPIServer.start(
                DemoAPIConfiguration(
                    databasePath: configuration.databasePath,
                    seedItems: configuration.seedItems,
                    passwordHashCost: configuration.passwordHashCost
                ),
                progress: progress
            )
            api = server
            apiURL = server.baseURL
        }
        let services = ServiceFactory.live(baseURL: apiURL)
        let shell = WebShell(
            configuration: WebShellConfiguration(host: configuration.host, port: configuration.port, appName: "Modular VIPER")
        ) { navigator in
            AppFlow(navigator: navigator, services: services.makeServices())
        }
        do {
            let webURL = try await shell.start()
            return AppServer(webURL: webURL, apiURL: apiURL, api: api, shell: shell)
        } catch {
            await api?.stop()
            throw error
        }
    }

    /// Stops the web shell, then the demo API.
    public func stop() async {
        await shell.stop()
        await api?.stop()
    }
}

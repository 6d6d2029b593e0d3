import Foundation
import HostCoreTesting
import ViperKit
import WebShell

/// A web shell serving the ``TestApp`` on an ephemeral port of 127.0.0.1.
@MainActor
struct TestServer {
    let shell: WebShell
    let url: URL
    let app: TestApp
    let tracker: LeakTracker
    /// The browser of every session made, oldest first, as the shell hands it to the app.
    let browsers: BrowserLog

    /// Starts a shell, runs `body` with it and stops it.
    static func with(
        settleTimeout: Duration = .milliseconds(300),
        sessionIdleTimeout: Duration = .seconds(60),
        maxSessions: Int = 100,
        maxAnonymousSessions: Int = 100,
        maxSessionsPerAccount: Int = 20,
        tabbed: Bool = false,
        signedIn account: String? = nil,
        logOut: TestWork = .lasting(.milliseconds(50)),
        idleConnectionTimeout: Duration = .seconds(30),
        requestHeadTimeout: Duration = .seconds(5),
        maxConnections: Int = 512,
        maxLanguageSwitchesPerMinute: Int = 10,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let app = TestApp()
        app.tabbed = tabbed
        app.signedInAccount = account
        app.logOut = logOut
        let tracker = LeakTracker()
        let configuration = WebShellConfiguration(
            host: "127.0.0.1",
            port: 0,
            appName: "Test App",
            sessionIdleTimeout: sessionIdleTimeout,
            maxSessions: maxSessions,
            maxAnonymousSessions: maxAnonymousSessions,
            maxSessionsPerAccount: maxSessionsPerAccount,
            settleTimeout: settleTimeout,
            // Long enough that a busy machine never turns a redirect's load into a reload.
            followUpWindow: .seconds(60),
            leakGrace: .milliseconds(500),
            leakTracker: tracker,
            maxLanguageSwitchesPerMinute: maxLanguageSwitchesPerMinute,
            idleConnectionTimeout: idleConnectionTimeout,
            requestHeadTimeout: requestHeadTimeout,
            maxConnections: maxConnections
        )
        let browsers = BrowserLog()
        let shell = WebShell(configuration: configuration) { navigator, browser in
            browsers.clients.append(browser)
            return app.makeFlow(navigator)
        }
        let url = try await shell.start()
        let server = TestServer(shell: shell, url: url, app: app, tracker: tracker, browsers: browsers)
        do {
            try await body(server)
        } catch {
            await shell.stop()
            throw error
        }
        await shell.stop()
    }

    /// A new browser with no cookie.
    func browser() -> TestBrowser {
        TestBrowser(base: url)
    }

    /// Whether the module last built at `path` (or the `build`th built there, from 0) is released
    /// within a second.
    func released(_ path: String, build: Int? = nil) async -> Bool {
        guard let builds = app.built[path], let parts = build.map({ builds.indices.contains($0) ? builds[$0] : nil }) ?? builds.last else {
            return false
        }
        return await tracker.expectReleased(parts, grace: .seconds(1)) == nil
    }

    /// Waits up to `timeout` for `condition`.
    func eventually(timeout: Duration = .seconds(3), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while !condition() {
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
}

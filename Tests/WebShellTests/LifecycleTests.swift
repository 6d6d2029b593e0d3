import Foundation
import HostCoreTesting
import Testing
import ViperKit
import WebShell

@Suite("Starting and stopping the shell")
@MainActor
struct LifecycleTests {
    private func shell(port: Int = 0) -> WebShell {
        let app = TestApp()
        return WebShell(configuration: WebShellConfiguration(port: port, leakTracker: LeakTracker())) { navigator, _ in app.makeFlow(navigator) }
    }

    @Test("start returns the real bound port on 127.0.0.1, and /healthz answers there")
    func startReturnsURL() async throws {
        let shell = shell()
        let url = try await shell.start()
        #expect(url.host == "127.0.0.1")
        #expect((url.port ?? 0) > 0)
        #expect(shell.url == url)
        #expect(try await TestBrowser(base: url).get("/healthz").body == "ok")
        await shell.stop()
        #expect(shell.url == nil)
    }

    @Test("starting twice is refused")
    func startTwice() async throws {
        let shell = shell()
        _ = try await shell.start()
        await #expect(throws: WebShellError.alreadyStarted) { try await shell.start() }
        await shell.stop()
    }

    @Test("a port already taken is a typed error, and the shell can start after stopping")
    func portTaken() async throws {
        let first = shell()
        let url = try await first.start()
        let port = try #require(url.port)
        let second = shell(port: port)
        await #expect(throws: WebShellError.addressInUse(host: "127.0.0.1", port: port)) { try await second.start() }
        #expect(
            WebShellError.addressInUse(host: "127.0.0.1", port: port).description
                == "The web shell could not start: 127.0.0.1:\(port) is already in use by another program."
        )
        await first.stop()
        let again = try await first.start()
        #expect(try await TestBrowser(base: again).get("/healthz").status == 200)
        await first.stop()
    }
}

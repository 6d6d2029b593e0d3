import Foundation
import HostCoreTesting
import Testing
import ViperKit

@testable import HostCore

@Suite("A session window's root stack")
@MainActor
struct NavigatorTests {
    private let app = TestApp()
    private let tracker = LeakTracker()

    private func navigator() -> HostWindow {
        HostWindow(tracker: tracker, leakGrace: .milliseconds(500))
    }

    private func released(_ path: String) async -> Bool {
        guard let parts = app.lastBuilt(path) else { return false }
        return await tracker.expectReleased(parts, grace: .seconds(1)) == nil
    }

    /// Pops the module at `path` without keeping a reference to it.
    private func pop(_ path: String, from window: HostWindow) throws {
        window.root.pop(try #require(window.stack.entries.first { $0.route.path == path }?.module.view))
    }

    @Test("push and present place modules with their style; the first push is the root")
    func placing() throws {
        let window = navigator()
        window.root.push(try app.module(for: "/list"))
        window.root.push(try app.module(for: "/detail/1"))
        window.root.present(try app.module(for: "/edit/1"))
        #expect(window.stack.entries.map(\.presentation) == [.root, .push, .modal])
        #expect(window.stack.entries.map(\.route.path) == ["/list", "/detail/1", "/edit/1"])
        #expect(window.stack.entries.allSatisfy { $0.module.view.navigator === window.root })
        #expect(!window.stack.canGoBack)
    }

    @Test("pop closes that module and everything above it; the one below appears again and the closed ones are released")
    func popping() async throws {
        let window = navigator()
        window.root.push(try app.module(for: "/detail/1"))
        window.root.push(try app.module(for: "/detail/2"))
        window.root.present(try app.module(for: "/edit/2"))
        try pop("/detail/2", from: window)
        #expect(window.stack.entries.map(\.route.path) == ["/detail/1"])
        #expect(window.stack.top?.module.view.screen.sections.first?.rows.last?.title == "Appeared 1 times")
        #expect(await released("/detail/2"))
        #expect(await released("/edit/2"))
    }

    @Test("a window at its depth limit closes its oldest module above the root, which is released; Back walks what is kept")
    func depthLimit() async throws {
        let window = HostWindow(tracker: tracker, leakGrace: .milliseconds(500), maxStackDepth: 3)
        window.root.push(try app.module(for: "/list"))
        for id in 1 ... 4 { window.root.push(try app.module(for: "/detail/\(id)")) }
        #expect(window.stack.entries.map(\.route.path) == ["/list", "/detail/3", "/detail/4"])
        #expect(await released("/detail/1"))
        #expect(await released("/detail/2"))
        #expect(window.stack.goBack())
        #expect(window.stack.entries.map(\.route.path) == ["/list", "/detail/3"])
        #expect(window.stack.goBack())
        #expect(window.stack.entries.map(\.route.path) == ["/list"])
        #expect(!window.stack.goBack())
    }

    @Test("closing a busy module cancels its work")
    func closingCancelsWork() async throws {
        let window = navigator()
        window.root.push(try app.module(for: "/list"))
        window.root.push(try app.module(for: "/slow"))
        let activity = try #require(window.stack.top?.module.activity)
        #expect(activity.isBusy)
        #expect(window.stack.goBack())
        #expect(await activity.idle(timeout: .seconds(1)))
        #expect(await released("/slow"))
    }

    @Test("replaceRoot closes every module and shows the new one alone")
    func replacingRoot() async throws {
        let window = navigator()
        window.root.push(try app.module(for: "/list"))
        window.root.push(try app.module(for: "/detail/3"))
        window.root.replaceRoot(with: try app.module(for: "/counter"))
        #expect(window.stack.entries.map(\.route.path) == ["/counter"])
        #expect(window.stack.top?.presentation == .root)
        #expect(await released("/list"))
        #expect(await released("/detail/3"))
    }

    @Test("open keeps tel:, mailto: and web links for the host to show, once; other schemes are refused")
    func opening() throws {
        let window = navigator()
        window.root.open(try #require(URL(string: "mailto:help@example.com")))
        #expect(window.takePendingLink()?.kind == .email(address: "help@example.com"))
        #expect(window.takePendingLink() == nil)
        window.root.open(try #require(URL(string: "javascript:alert(1)")))
        #expect(window.pendingLink == nil)
    }
}

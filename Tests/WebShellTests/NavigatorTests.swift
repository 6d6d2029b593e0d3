import Foundation
import Testing
import ViperKit

@testable import WebShell

@Suite("A session window's root stack")
@MainActor
struct NavigatorTests {
    private let app = TestApp()
    private let tracker = LeakTracker()

    private func navigator() -> WebWindow {
        WebWindow(tracker: tracker, leakGrace: .milliseconds(500))
    }

    private func released(_ path: String) async -> Bool {
        guard let parts = app.lastBuilt(path) else { return false }
        return await tracker.expectReleased(parts, grace: .seconds(1)) == nil
    }

    /// Pops the module at `path` without keeping a reference to it.
    private func pop(_ path: String, from stack: WebWindow) throws {
        stack.root.pop(try #require(stack.entries.first { $0.route.path == path }?.module.view))
    }

    @Test("push and present place modules with their style; the first push is the root")
    func placing() throws {
        let stack = navigator()
        stack.root.push(try app.module(for: "/list"))
        stack.root.push(try app.module(for: "/detail/1"))
        stack.root.present(try app.module(for: "/edit/1"))
        #expect(stack.entries.map(\.presentation) == [.root, .push, .modal])
        #expect(stack.entries.map(\.route.path) == ["/list", "/detail/1", "/edit/1"])
        #expect(stack.entries.allSatisfy { $0.module.view.navigator === stack.root })
        #expect(!stack.canGoBack)
    }

    @Test("pop closes that module and everything above it; the one below appears again and the closed ones are released")
    func popping() async throws {
        let stack = navigator()
        stack.root.push(try app.module(for: "/detail/1"))
        stack.root.push(try app.module(for: "/detail/2"))
        stack.root.present(try app.module(for: "/edit/2"))
        try pop("/detail/2", from: stack)
        #expect(stack.entries.map(\.route.path) == ["/detail/1"])
        #expect(stack.top?.module.view.screen.sections.first?.rows.last?.title == "Appeared 1 times")
        #expect(await released("/detail/2"))
        #expect(await released("/edit/2"))
    }

    @Test("a stack at its depth limit closes its oldest module above the root, which is released; Back walks what is kept")
    func depthLimit() async throws {
        let stack = WebWindow(tracker: tracker, leakGrace: .milliseconds(500), maxStackDepth: 3)
        stack.root.push(try app.module(for: "/list"))
        for id in 1 ... 4 { stack.root.push(try app.module(for: "/detail/\(id)")) }
        #expect(stack.entries.map(\.route.path) == ["/list", "/detail/3", "/detail/4"])
        #expect(await released("/detail/1"))
        #expect(await released("/detail/2"))
        #expect(stack.goBack())
        #expect(stack.entries.map(\.route.path) == ["/list", "/detail/3"])
        #expect(stack.goBack())
        #expect(stack.entries.map(\.route.path) == ["/list"])
        #expect(!stack.goBack())
    }

    @Test("closing a busy module cancels its work")
    func closingCancelsWork() async throws {
        let stack = navigator()
        stack.root.push(try app.module(for: "/list"))
        stack.root.push(try app.module(for: "/slow"))
        let activity = try #require(stack.top?.module.activity)
        #expect(activity.isBusy)
        #expect(stack.goBack())
        #expect(await activity.idle(timeout: .seconds(1)))
        #expect(await released("/slow"))
    }

    @Test("replaceRoot closes every module and shows the new one alone")
    func replacingRoot() async throws {
        let stack = navigator()
        stack.root.push(try app.module(for: "/list"))
        stack.root.push(try app.module(for: "/detail/3"))
        stack.replaceRoot(with: try app.module(for: "/counter"))
        #expect(stack.entries.map(\.route.path) == ["/counter"])
        #expect(stack.top?.presentation == .root)
        #expect(await released("/list"))
        #expect(await released("/detail/3"))
    }

    @Test("open keeps tel:, mailto: and web links for the next page, once; other schemes are refused")
    func opening() throws {
        let stack = navigator()
        stack.open(try #require(URL(string: "mailto:help@example.com")))
        #expect(stack.takePendingLink()?.label(in: .shell(.english)) == "Email help@example.com")
        #expect(stack.takePendingLink() == nil)
        stack.open(try #require(URL(string: "javascript:alert(1)")))
        #expect(stack.pendingLink == nil)
    }
}

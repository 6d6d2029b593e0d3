import Foundation
import HostCoreTesting
import Testing
import ViperKit

@testable import HostCore

@Suite("A session window's tabs")
@MainActor
struct TabNavigatorTests {
    private let app = TestApp()
    private let tracker = LeakTracker()

    /// A session whose root is the tab container /tabs (tabs /list, /counter, /detail/100).
    private func tabbed() throws -> HostWindow {
        let navigator = HostWindow(tracker: tracker, leakGrace: .milliseconds(500))
        navigator.root.replaceRoot(with: try app.module(for: "/tabs"))
        return navigator
    }

    private func released(_ path: String) async -> Bool {
        guard let parts = app.lastBuilt(path) else { return false }
        return await tracker.expectReleased(parts, grace: .seconds(1)) == nil
    }

    @Test("the root module becomes the container: one stack per tab, the first selected and only its root built")
    func showingTabs() throws {
        let navigator = try tabbed()
        let tabs = try #require(navigator.tabs)
        #expect(tabs.items.map(\.route.path) == ["/list", "/counter", "/detail/100"])
        #expect(navigator.container?.route.path == "/tabs")
        #expect(navigator.stack.top?.route.path == "/list")
        #expect(navigator.stack.top?.presentation == .root)
        #expect(app.built["/counter"] == nil, "a tab's root is built when it is first selected")
        #expect(tabs.items.map(\.title) == ["Items", "Counter", "Star"])
        #expect(tabs.selected == 0)
        #expect(tabs.items.indices.map(tabs.shownPath(ofTab:)) == ["/list", "/counter", "/detail/100"], "a tab not shown yet shows its root")
    }

    @Test("the tab container's navigator is the selected tab's stack, so its push and present land there; switching tabs keeps each stack as it was")
    func stacksPerTab() throws {
        let navigator = try tabbed()
        navigator.container?.module.view.navigator?.push(try app.module(for: "/detail/1"))
        try navigator.selectTab(at: 2)
        navigator.container?.module.view.navigator?.present(try app.module(for: "/edit/100"))
        #expect(navigator.stack.entries.map(\.route.path) == ["/detail/100", "/edit/100"])
        #expect(navigator.stack.entries.map(\.presentation) == [.root, .modal])
        try navigator.selectTab(at: 0)
        #expect(navigator.stack.entries.map(\.route.path) == ["/list", "/detail/1"])
        #expect(navigator.stack.canGoBack)
        let tabs = try #require(navigator.tabs)
        #expect(tabs.items.indices.map(tabs.shownPath(ofTab:)) == ["/detail/1", "/counter", "/edit/100"], "each tab shows where its stack was left")
        #expect(navigator.locate("/edit/100")! == (2, 1))
        #expect(navigator.locate("/detail/1")! == (0, 1))
        #expect(navigator.locate("/tabs") == nil, "the container is not a page")
    }

    @Test("a module's navigator is its own tab's stack, so it pushes and closes there even while another tab is selected")
    func modulesUseTheirOwnStack() throws {
        let navigator = try tabbed()
        let list = try #require(navigator.stack.top?.module.view)
        try navigator.selectTab(at: 1)
        list.navigator?.push(try app.module(for: "/detail/4"))
        #expect(navigator.stack.top?.route.path == "/counter")
        #expect(navigator.tabs?.stacks[0].entries.map(\.route.path) == ["/list", "/detail/4"])
        let detail = try #require(navigator.tabs?.stacks[0].top?.module.view)
        detail.navigator?.pop(detail)
        #expect(navigator.tabs?.stacks[0].entries.map(\.route.path) == ["/list"])
        navigator.root.selectTab(Route("/detail/100"))
        #expect(navigator.stack.top?.route.path == "/detail/100")
    }

    @Test("a tab selected again tells its top module it appeared; selecting the shown tab does not")
    func reselectingAppears() throws {
        let navigator = try tabbed()
        try navigator.selectTab(at: 2)
        try navigator.selectTab(at: 2)
        try navigator.selectTab(at: 0)
        try navigator.selectTab(at: 2)
        let rows = navigator.stack.top?.module.view.screen.sections.first?.rows.map(\.title)
        #expect(rows?.last == "Appeared 1 times")
    }

    @Test("replacing the root ends the tabs and releases the container and every tab's modules")
    func replacingRootReleasesEveryTab() async throws {
        let navigator = try tabbed()
        navigator.container?.module.view.navigator?.push(try app.module(for: "/detail/1"))
        try navigator.selectTab(at: 2)
        navigator.container?.module.view.navigator?.present(try app.module(for: "/edit/100"))
        navigator.root.replaceRoot(with: try app.module(for: "/start"))
        #expect(navigator.tabs == nil)
        #expect(navigator.stack.entries.map(\.route.path) == ["/start"])
        for path in ["/tabs", "/list", "/detail/1", "/detail/100", "/edit/100"] {
            #expect(await released(path), "\(path) is released")
        }
        #expect(tracker.reports.isEmpty)
    }

    @Test("only the root module alone can become a tab container")
    func onlyTheRootHoldsTabs() throws {
        let navigator = HostWindow(tracker: tracker, leakGrace: .milliseconds(500))
        navigator.root.push(try app.module(for: "/list"))
        navigator.root.push(try app.module(for: "/tabs"))
        #expect(navigator.tabs == nil)
        #expect(navigator.stack.top?.route.path == "/tabs")
    }
}

import HostCore
import HostCoreTesting
import Testing
import ViperKit

@Suite("A person's session in the host core: screens asked for by route, the flow's say, the language, the end")
@MainActor
struct HostSessionTests {
    private let app = TestApp()
    private let tracker = LeakTracker()

    private func session() throws -> (HostSession, TestFlow) {
        let session = HostSession(window: HostWindow(tracker: tracker, leakGrace: .milliseconds(500))) { app.makeFlow($0) }
        return (session, try #require(app.lastFlow))
    }

    private func paths(_ session: HostSession) -> [String] {
        session.window.stack.entries.map(\.route.path)
    }

    @Test("show opens a deep link over home, so it has a Back; a path the flow does not admit leads where it says, opening nothing")
    func showing() throws {
        let (session, _) = try session()
        #expect(try session.show("/detail/3") == nil)
        #expect(paths(session) == ["/list", "/detail/3"])
        #expect(session.window.stack.canGoBack)
        #expect(try session.show("/secret") == "/list")
        #expect(paths(session) == ["/list", "/detail/3"], "nothing opened for a refused path")
        #expect(try session.show("/") == "/detail/3", "/ leads to the screen shown")
        #expect(throws: RouteError.notFound("/nowhere")) { try session.show("/nowhere") }
    }

    @Test("a screen on a stack is gone back to; asked for again on top it appears again, unless the host says the load is its own")
    func returning() throws {
        let (session, _) = try session()
        try session.navigate(to: "/detail/1")
        try session.navigate(to: "/detail/2")
        #expect(try session.show("/detail/1") == nil)
        #expect(paths(session) == ["/list", "/detail/1"])
        let appeared = { session.window.stack.top?.module.view.screen.sections.first?.rows.last?.title }
        #expect(appeared() == "Appeared 1 times")
        _ = try session.show("/detail/1", appearing: false)
        #expect(appeared() == "Appeared 1 times")
        _ = try session.show("/detail/1")
        #expect(appeared() == "Appeared 2 times")
    }

    @Test("navigate follows the flow to where it sends the person")
    func navigating() throws {
        let (session, _) = try session()
        try session.navigate(to: "/secret")
        #expect(paths(session) == ["/list"])
    }

    @Test("syncWithFlow shows the screen the flow wants next, and records with the flow the screen on top, each time it is asked")
    func syncing() throws {
        let (session, flow) = try session()
        try session.navigate(to: "/list")
        session.syncWithFlow()
        session.syncWithFlow()
        #expect(flow.recorded == ["/list", "/list", "/list"], "navigate records the path asked for; each sync the screen on top")
        session.window.stack.push(try app.module(for: "/detail/4"))
        flow.returnPath = "/counter"
        session.syncWithFlow()
        #expect(paths(session) == ["/list", "/detail/4", "/counter"])
        #expect(flow.recorded.suffix(2) == ["/counter", "/counter"])
        #expect(flow.takeReturnPath() == nil, "the return path is taken once")
    }

    @Test("a language switch builds the screen shown again in the new language, the same stack, a new module; the old ones are released")
    func switchingLanguage() async throws {
        let (session, flow) = try session()
        try session.navigate(to: "/detail/5")
        session.switchLanguage(to: .german)
        #expect(flow.language == .german)
        #expect(session.window.stack.places.map(\.path) == ["/list", "/detail/5"])
        #expect(app.built["/detail/5"]?.count == 2, "built again")
        let old = try #require(app.built["/detail/5"]?.first)
        #expect(await tracker.expectReleased(old, grace: .seconds(1)) == nil)
        session.switchLanguage(to: .german)
        #expect(app.built["/detail/5"]?.count == 2, "the same language again rebuilds nothing")
    }

    @Test("a language switch on a deep stack builds the screen on view only; each screen below is built when Back leads to it")
    func switchingLanguageOnADeepStack() throws {
        let (session, _) = try session()
        for id in 1 ... 6 { try session.navigate(to: "/detail/\(id)") }
        session.switchLanguage(to: .german)
        let stack = session.window.stack
        #expect(stack.entries.map(\.route.path) == ["/detail/6"])
        #expect(stack.unbuilt.map(\.path) == ["/list", "/detail/1", "/detail/2", "/detail/3", "/detail/4", "/detail/5"])
        #expect(stack.canGoBack)
        #expect((1 ... 5).allSatisfy { app.built["/detail/\($0)"]?.count == 1 }, "nothing below was built again")
        #expect(stack.goBack())
        #expect(stack.entries.map(\.route.path) == ["/detail/5"])
        #expect(stack.top?.presentation == .push)
        #expect(app.built["/detail/5"]?.count == 2)
        #expect(try session.show("/detail/2") == nil, "a screen not built yet is gone back to, as a built one is")
        #expect(stack.entries.map(\.route.path) == ["/detail/2"])
        #expect(stack.unbuilt.map(\.path) == ["/list", "/detail/1"])
        #expect(app.built["/detail/4"]?.count == 1 && app.built["/detail/3"]?.count == 1, "the screens above it were never built")
    }

    @Test("a stack at its depth limit drops its oldest screen above the root, built or not")
    func depthLimitWithUnbuiltScreens() throws {
        let window = HostWindow(tracker: tracker, leakGrace: .milliseconds(500), maxStackDepth: 4)
        let session = HostSession(window: window) { app.makeFlow($0) }
        for id in 1 ... 3 { try session.navigate(to: "/detail/\(id)") }
        session.switchLanguage(to: .german)
        window.stack.push(try app.module(for: "/detail/7"))
        #expect(window.stack.places.map(\.path) == ["/list", "/detail/2", "/detail/3", "/detail/7"])
        window.stack.push(try app.module(for: "/detail/8"))
        window.stack.push(try app.module(for: "/detail/9"))
        #expect(window.stack.places.map(\.path) == ["/list", "/detail/7", "/detail/8", "/detail/9"])
        #expect(window.stack.unbuilt.map(\.path) == ["/list"])
    }

    @Test("the end closes every module, ends the flow, and lets every module go")
    func ending() async throws {
        let (session, _) = try session()
        try session.navigate(to: "/detail/6")
        session.end()
        #expect(session.window.stack.entries.isEmpty)
        #expect(app.flowsEnded == 1)
        let detail = try #require(app.lastBuilt("/detail/6"))
        #expect(await tracker.expectReleased(detail, grace: .seconds(1)) == nil)
    }
}

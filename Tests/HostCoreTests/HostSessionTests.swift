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

    @Test("syncWithFlow shows the screen the flow wants next, and tells the flow each screen that comes on top, once")
    func syncing() throws {
        let (session, flow) = try session()
        try session.navigate(to: "/list")
        session.syncWithFlow()
        session.syncWithFlow()
        #expect(flow.admitted == ["/list", "/list"], "navigate admits the path asked for; sync the screen on top, once")
        session.window.stack.push(try app.module(for: "/detail/4"))
        flow.returnPath = "/counter"
        session.syncWithFlow()
        #expect(paths(session) == ["/list", "/detail/4", "/counter"])
        #expect(flow.admitted.suffix(2) == ["/counter", "/counter"])
        #expect(flow.takeReturnPath() == nil, "the return path is taken once")
    }

    @Test("a language switch builds the screens shown again in the new language, the same stack, new modules; the old ones are released")
    func switchingLanguage() async throws {
        let (session, flow) = try session()
        try session.navigate(to: "/detail/5")
        session.switchLanguage(to: .german)
        #expect(flow.language == .german)
        #expect(paths(session) == ["/list", "/detail/5"])
        #expect(app.built["/detail/5"]?.count == 2, "built again")
        let old = try #require(app.built["/detail/5"]?.first)
        #expect(await tracker.expectReleased(old, grace: .seconds(1)) == nil)
        session.switchLanguage(to: .german)
        #expect(app.built["/detail/5"]?.count == 2, "the same language again rebuilds nothing")
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

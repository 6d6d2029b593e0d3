import AppComposition
import Domain
import Fakes
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("The app's flow for one browser session")
struct AppFlowTests {
    let navigator = RecordingNavigator()
    let auth = FakeAuthService()
    let items = FakeItemsService(generatedCount: 120)

    func makeFlow() -> AppFlow {
        AppFlow(navigator: navigator, services: SessionServices(auth: auth, items: items, gateway: FakeEntityGateway()))
    }

    @Test("starts at the login screen and keeps the other screens out of reach until login")
    func guardsScreensBehindLogin() {
        let flow = makeFlow()
        #expect(flow.home == Route("/login"))
        #expect(flow.redirect(for: "/items") == Route("/login"))
        #expect(flow.redirect(for: "/items/3") == Route("/login"))
        #expect(flow.redirect(for: "/login") == nil)
        #expect(flow.redirect(for: "/no-such-screen") == nil, "unknown paths are left to the 404 page")
    }

    @Test("resolves every registered screen by its URL, and rejects bad parameters with a readable error")
    func resolvesRoutes() throws {
        let flow = makeFlow()
        #expect(try flow.module(for: "/login").route == Route("/login"))
        #expect(try flow.module(for: "/items").route == Route("/items"))
        #expect(try flow.module(for: "/items/3").route == Route("/items/3"))
        #expect(throws: RouteError.notFound("/nope")) { try flow.module(for: "/nope") }
        #expect(throws: RouteError.self) { try flow.module(for: "/items/abc") }
    }

    private let demo = FakeAuthService.Account.demo

    /// Shows the login module and submits `password` for the demo user; returns the module's parts.
    private func submitLogin(_ flow: AppFlow, password: String) async throws -> ModuleParts {
        let login = try flow.module(for: "/login")
        navigator.show(login)
        login.view.handle(.action("login", form: ["username": demo.username, "password": password]))
        await login.activity.idle()
        return login.parts
    }

    @Test("logging in through the login module replaces the root with the items list")
    func loginReplacesRoot() async throws {
        let flow = makeFlow()
        let login = try await submitLogin(flow, password: demo.password)

        #expect(navigator.calls == [.replaceRoot(Route("/items"))])
        #expect(navigator.stack.map(\.route) == [Route("/items")])
        #expect(flow.session?.user.username == "demo")
        #expect(flow.home == Route("/items"))
        #expect(flow.redirect(for: "/login") == Route("/items"), "a logged-in user is kept away from the login screen")
        #expect(flow.redirect(for: "/items/3") == nil)
        #expect(await LeakTracker().expectReleased(login) == nil, "the login module is released once replaced")
    }

    @Test("a wrong password keeps the user on the login screen")
    func wrongPasswordStays() async throws {
        let flow = makeFlow()
        _ = try await submitLogin(flow, password: "nope")
        #expect(navigator.calls.isEmpty)
        #expect(navigator.top?.view.screen.form?.error == "Wrong username or password.")
        #expect(flow.session == nil)
    }

    @Test("ending the session logs the user out on the server")
    func endLogsOut() async throws {
        let flow = makeFlow()
        _ = try await submitLogin(flow, password: demo.password)
        #expect(flow.session != nil)
        flow.end()
        #expect(flow.session == nil)
        for _ in 0 ..< 200 where auth.session != nil {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(auth.session == nil)
    }

    @Test("opening an item from the list and toggling it shows the change in the list")
    func itemsFlowWithDelegate() async throws {
        let flow = makeFlow()
        flow.loginDidSucceed(AuthSession(token: "t", user: User(id: 1, username: "demo", displayName: "Demo")))
        let list = try #require(navigator.top)
        await list.activity.idle()
        let before = try #require(list.view.screen.section("items")?.rows.first)
        list.view.handle(.select(section: "items", row: before.id))
        let detail: ModuleParts
        do {
            let module = try #require(navigator.top)
            #expect(module.route == Route("/items/\(before.id)"))
            await module.activity.idle()
            module.view.handle(.action("toggle", form: [:]))
            await module.activity.idle()
            detail = module.parts
        }
        navigator.popTop()
        let after = try #require(list.view.screen.section("items")?.rows.first)
        #expect(after.tone != before.tone)
        #expect(await LeakTracker().expectReleased(detail) == nil)
    }
}

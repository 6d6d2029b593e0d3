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

    /// How many sets of services the flows made here asked for.
    let servicesMade = Counter()

    func makeFlow(expiry: TokenExpiry = TokenExpiry()) -> AppFlow {
        AppFlow(navigator: navigator) { [auth, items, servicesMade] in
            servicesMade.count += 1
            return UserServices(
                auth: auth, items: items, employees: FakeEmployeesService(), account: FakeAccountService(), gateway: FakeEntityGateway(),
                flags: FakeFeatureFlags(), expiry: expiry)
        }
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

    /// The tabs this build of the app can show: those of ``AppTab/all`` a plugin answers, in order.
    private func expectedTabs(_ flow: AppFlow) -> [AppTab] {
        AppTab.all.filter { (try? flow.module(for: $0.route.path)) != nil }
    }

    @Test("logging in replaces the root with Home, which shows the tabs the registry can build, Items first and selected")
    func loginReplacesRootWithHome() async throws {
        let flow = makeFlow()
        let login = try await submitLogin(flow, password: demo.password)
        let tabs = expectedTabs(flow)
        #expect(tabs.first?.route == Route("/items"))
        #expect(tabs.contains { $0.route == Route("/account") }, "the Account module is registered in every build")

        #expect(navigator.calls == [.replaceRoot(Route("/home")), .showTabs(tabs.map(\.route))])
        #expect(navigator.stack.map(\.route) == [Route("/home")])
        #expect(navigator.tabs.map(\.title) == ["Items", "Contacts", "Employees", "Account"])
        #expect(navigator.top?.route == Route("/items"))
        #expect(flow.signIn?.user.username == "demo")
        #expect(flow.home == Route("/items"))
        #expect(flow.redirect(for: "/login") == Route("/items"), "a logged-in user is kept away from the login screen")
        #expect(flow.redirect(for: "/home") == Route("/items"), "the tab container is not a page")
        #expect(flow.redirect(for: "/items/3") == nil)
        #expect(await LeakTracker().expectReleased(login) == nil, "the login module is released once replaced")
    }

    @Test("a session set to German builds every module in German: the login screen, Home and its tab titles; Home's route builds Home again")
    func germanSession() async throws {
        let flow = makeFlow()
        flow.language = .german
        #expect(loaded(try flow.module(for: "/login")).title == "Anmelden")
        #expect(throws: RouteError.notFound("/home"), "Home is not a screen before login") { try flow.module(for: "/home") }
        _ = try await submitLogin(flow, password: demo.password)
        #expect(navigator.tabs.map(\.title) == ["Artikel", "Kontakte", "Mitarbeiter", "Konto"])
        let home = try flow.module(for: "/home")
        #expect(home.route == Route("/home"))
        #expect(loaded(home).actions.map(\.title) == ["Abmelden"])
        flow.language = .english
        #expect(flow.tabs.map(\.title) == ["Items", "Contacts", "Employees", "Account"])
        #expect(loaded(try flow.module(for: "/home")).actions.map(\.title) == ["Log out"])
    }

    /// The screen `module` shows once loaded.
    private func loaded(_ module: Module) -> Screen {
        module.view.handle(.load)
        return module.view.screen
    }

    @Test("a deep link sent to the login screen is the path the shell shows once logged in, handed over once")
    func deepLinkSurvivesLogin() async throws {
        let flow = makeFlow()
        flow.record("/items/3")
        #expect(flow.redirect(for: "/items/3") == Route("/login"))
        #expect(flow.takeReturnPath() == nil, "nothing is handed over before login")
        _ = try await submitLogin(flow, password: demo.password)
        #expect(navigator.top?.route == Route("/items"), "login shows Home's first tab")
        #expect(flow.takeReturnPath() == "/items/3")
        #expect(flow.takeReturnPath() == nil)
    }

    @Test("redirect(for:) is a question: asked alone it remembers nothing, so only a recorded screen opens after login")
    func redirectIsAQuestion() async throws {
        let flow = makeFlow()
        #expect(flow.redirect(for: "/items/3") == Route("/login"))
        #expect(flow.redirect(for: "/items/3") == Route("/login"))
        _ = try await submitLogin(flow, password: demo.password)
        #expect(flow.takeReturnPath() == nil)
    }

    @Test("a login with no deep link before it hands over no path; asking for /home or the login screen is no deep link")
    func noDeepLink() async throws {
        let flow = makeFlow()
        for path in ["/home", "/login"] { flow.record(path) }
        #expect(flow.redirect(for: "/home") == Route("/login"))
        #expect(flow.redirect(for: "/login") == nil)
        _ = try await submitLogin(flow, password: demo.password)
        #expect(flow.takeReturnPath() == nil)
    }

    @Test("an expired session shows the login screen saying so, and logging in again reopens the screen the user was on")
    func expiredSessionReturnsToTheScreen() async throws {
        let expiry = TokenExpiry()
        let flow = makeFlow(expiry: expiry)
        _ = try await submitLogin(flow, password: demo.password)
        flow.record("/items/7")  // the user opens item 7
        #expect(flow.redirect(for: "/items/7") == nil)

        expiry.expire()
        try await eventually { navigator.top?.route == Route("/login/expired") }
        #expect(flow.signedInAccount == nil)
        #expect(navigator.stack.map(\.route.path) == ["/login/expired"], "the login screen replaces every tab")
        #expect(navigator.top?.view.screen.notice == "Your session has expired. Log in again to continue where you were.")
        flow.record("/login/expired")
        #expect(flow.redirect(for: "/login/expired") == nil)

        let login = try #require(navigator.top)
        login.view.handle(.action("login", form: ["username": demo.username, "password": demo.password]))
        await login.activity.idle()
        #expect(flow.signedInAccount == "1")
        #expect(flow.takeReturnPath() == "/items/7")
    }

    @Test("each sign-out, a logout or an expired token, starts the session again from new services: nothing the user read stays with it")
    func newServicesAfterSignOut() async throws {
        let expiry = TokenExpiry()
        let flow = makeFlow(expiry: expiry)
        #expect(servicesMade.count == 1)
        _ = try await submitLogin(flow, password: demo.password)
        #expect(servicesMade.count == 1, "a login keeps the services it logged in with")
        flow.homeDidLogOut()
        #expect(servicesMade.count == 2)
        _ = try await submitLogin(flow, password: demo.password)
        expiry.expire()
        try await eventually { navigator.top?.route == Route("/login/expired") }
        #expect(servicesMade.count == 3)
    }

    @Test("an expiry when nobody is logged in, or a second one, changes nothing")
    func expiryWithoutSession() async throws {
        let expiry = TokenExpiry()
        let flow = makeFlow(expiry: expiry)
        expiry.expire()
        await Task.yield()
        #expect(navigator.calls.isEmpty)
        #expect(flow.home == Route("/login"))
    }

    @Test("the tab list is composed in order from the routes the registry answers; a tab without a module is left out")
    func tabsSkipMissingModules() throws {
        let registry = PluginRegistry([
            ModulePlugin(id: "b", routes: [RoutePattern("/b")]) { _ throws(RouteError) in throw .notFound("/b") },
            ModulePlugin(id: "a", routes: [RoutePattern("/a")]) { _ throws(RouteError) in throw .notFound("/a") },
        ])
        let wanted = [AppTab("A", "/a"), AppTab("Missing", "/missing"), AppTab("B", "/b")]
        let tabs = AppTab.tabs(in: registry, from: wanted)
        #expect(tabs.map(\.title) == ["A", "B"])
        #expect(tabs.map(\.route) == [Route("/a"), Route("/b")])
        #expect(AppTab.all.map(\.title) == ["tab.items", "tab.contacts", "tab.employees", "tab.account"], "keys of the App's table")
        #expect(AppTab.all.map(\.route.path) == ["/items", "/contacts", "/employees", "/account"])
    }

    @Test("Log out ends the session on the server, shows the login screen and releases Home and every tab's modules")
    func logOutReleasesEverything() async throws {
        let flow = makeFlow()
        _ = try await submitLogin(flow, password: demo.password)
        let row: ScreenRow
        do {
            let items = try #require(navigator.top)
            await items.activity.idle()
            row = try #require(items.view.screen.section("items")?.rows.first)
            items.view.handle(.select(section: "items", row: row.id))
            await navigator.top?.activity.idle()
        }
        let second = try #require(navigator.tabs.dropFirst().first)
        navigator.selectTab(second.route)
        await navigator.top?.activity.idle()
        #expect(navigator.tabStack(Route("/items")).map(\.route.path) == ["/items", "/items/\(row.id)"])
        #expect(navigator.top?.route == second.route)
        let parts = navigator.allModules.map(\.parts)
        #expect(parts.count == 4)

        let activity = try #require(navigator.stack.first?.activity)
        navigator.container?.handle(.action("log-out", form: [:]))
        await activity.idle()

        #expect(navigator.calls.last == .replaceRoot(Route("/login")))
        #expect(navigator.stack.map(\.route) == [Route("/login")])
        #expect(navigator.tabs.isEmpty)
        #expect(flow.signIn == nil)
        #expect(auth.signIn == nil)
        #expect(auth.calls.last == .logOut)
        #expect(flow.home == Route("/login"))
        #expect(flow.redirect(for: "/items") == Route("/login"))
        let tracker = LeakTracker()
        for part in parts {
            #expect(await tracker.expectReleased(part) == nil, "\(part.name) is released")
        }
    }

    @Test("a wrong password keeps the user on the login screen")
    func wrongPasswordStays() async throws {
        let flow = makeFlow()
        _ = try await submitLogin(flow, password: "nope")
        #expect(navigator.calls.isEmpty)
        #expect(navigator.top?.view.screen.form?.error == "Wrong username or password.")
        #expect(flow.signIn == nil)
    }

    @Test("ending the session logs the user out on the server")
    func endLogsOut() async throws {
        let flow = makeFlow()
        _ = try await submitLogin(flow, password: demo.password)
        #expect(flow.signIn != nil)
        flow.end()
        #expect(flow.signIn == nil)
        try await eventually("the logout reached the auth service") { auth.signIn == nil }
    }

    @Test("opening an item from the list and toggling it shows the change in the list")
    func itemsFlowWithDelegate() async throws {
        let flow = makeFlow()
        flow.loginDidSucceed(SignIn(token: "t", user: User(id: 1, username: "demo", displayName: "Demo")))
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

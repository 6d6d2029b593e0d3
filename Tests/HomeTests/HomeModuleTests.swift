import Fakes
import HomeInterface
import HomePreviews
import HomeTesting
import Testing
import ViperKit
import ViperKitTesting

/// The Home module, the tab container shown after login, through its screen: events in, every
/// screen change and navigator call out, over a fake auth service and test-local tab modules
/// (``TabModule``) standing for the features the App puts in the tabs. Each `finish()` also checks
/// Home is released once closed.
@MainActor
@Suite("Home module")
struct HomeModuleTests {
    typealias Fixtures = HomeFixtures

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(HomePreviews.all, of: "Home")
    }

    @Test("the state the gallery and the snapshots show is this module's: Home with its four tabs")
    func stateAsDeclared() async throws {
        let store = try ModuleTestStore(state: "with four tabs", of: HomePreviews.all)
        store.send(.load, Fixtures.shown)
        await store.receive(.showTabs([Route("/items"), Route("/contacts"), Route("/employees"), Route("/account")]))
        await store.finish()
    }

    @Test("built by its builder and by the App from /home, Home is released when closed mid-log-out; the call is cancelled and nobody hears of it")
    func lifecycle() async throws {
        #expect(HomeRoute.route.path == "/home")
        let auth = try await Fixtures.loggedInAuth()
        auth.holdCalls()
        let delegate = HomeDelegateSpy()
        let builder = Fixtures.builder(auth)
        let input = HomeInput(tabs: TabModule.tabs(counter: TabBuildCounter()))
        await ModuleLifecycleCheck.run(
            "Home",
            at: HomeRoute.route,
            plugin: Fixtures.appPlugin(builder, input: input, delegate: delegate),
            sending: [Fixtures.logOut],
            closedMidWork: true
        ) {
            builder.build(input: input, delegate: delegate)
        }
        #expect(auth.cancelledCalls == [.logOut])
        #expect(delegate.loggedOut == 0)
    }

    @Test("opening shows Log out as the one button, then shows the tabs with Home as their container, the first selected and only its root built")
    func opens() async {
        let counter = TabBuildCounter()
        let store = ModuleTestStore(Fixtures.module(tabs: TabModule.tabs(counter: counter)))
        store.send(.load) {
            $0.title = "Home"
            $0.status = .ready
            $0.actions = [ScreenAction(id: "log-out", title: "Log out", role: .normal)]
        }
        await store.receive(.showTabs([Route("/one"), Route("/two")]))
        #expect(store.navigator.tabs.map(\.title) == ["One", "Two"])
        #expect(store.navigator.container != nil && store.navigator.container === store.navigator.stack.first?.view)
        #expect(store.navigator.selectedTab == 0)
        #expect(store.navigator.top?.route == Route("/one"))
        #expect(counter.built == ["/one": 1], "a tab's root is built when the tab is first selected")
        await store.finish()
    }

    @Test("each tab Home shows keeps its own stack while another is selected")
    func stacksPerTab() async {
        let counter = TabBuildCounter()
        let store = ModuleTestStore(Fixtures.module(tabs: TabModule.tabs(counter: counter)))
        store.send(.load, Fixtures.shown)
        await store.receive(.showTabs([Route("/one"), Route("/two")]))
        // The test acts as the tabs' own modules: it pushes in one tab and moves between them.
        store.navigator.push(TabModule.make("/one/1", title: "One 1"))
        await store.receive(.push(Route("/one/1")))
        store.navigator.selectTab(Route("/two"))
        await store.receive(.selectTab(Route("/two")))
        #expect(store.navigator.top?.route == Route("/two"))
        store.navigator.selectTab(Route("/one"))
        await store.receive(.selectTab(Route("/one")))
        #expect(store.navigator.top?.route == Route("/one/1"))
        #expect(store.navigator.tabStack(Route("/one")).map(\.route.path) == ["/one", "/one/1"])
        #expect(counter.built == ["/one": 1, "/two": 1])
        await store.finish()
    }

    @Test("Log out shows Logging out… with the button disabled (a second press is ignored), ends the session, then tells the delegate, held weakly")
    func logOut() async throws {
        let auth = try await Fixtures.loggedInAuth()
        var delegate: HomeDelegateSpy? = HomeDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(auth: auth, delegate: delegate))
        store.send(.load, Fixtures.shown)
        await store.receive(.showTabs([]))
        store.send(Fixtures.logOut, Fixtures.loggingOut)
        store.send(Fixtures.logOut)
        #expect(delegate?.loggedOut == 0, "the login screen waits for the session to end")
        await store.receive(Fixtures.loggedOut)
        #expect(auth.calls == [.logOut])
        #expect(auth.signIn == nil)
        #expect(delegate?.loggedOut == 1)

        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(Fixtures.logOut, Fixtures.loggingOut)
        await store.receive(Fixtures.loggedOut)
        #expect(auth.calls == [.logOut, .logOut], "with its delegate gone, Home still logs out, and tells nobody")
        await store.finish()
    }

    @Test("built for German, the container shows its own German title, Log out button and logging-out status")
    func german() async {
        let delegate = HomeDelegateSpy()
        let store = ModuleTestStore(Fixtures.builder(language: .german).build(input: HomeInput(tabs: []), delegate: delegate))
        store.send(.load) {
            $0.title = "Start"
            $0.status = .ready
            $0.actions = [ScreenAction(id: "log-out", title: "Abmelden", role: .normal)]
        }
        await store.receive(.showTabs([]))
        store.send(Fixtures.logOut) {
            $0.status = .loading("Abmeldung läuft…")
            $0.actions[0].isEnabled = false
        }
        await store.receive(Fixtures.loggedOut)
        #expect(delegate.loggedOut == 1)
        await store.finish()
    }

    @Test("logging out, then the App replacing the root with the login screen, releases every module of every tab, and Home")
    func releasedWithTabs() async throws {
        let auth = try await Fixtures.loggedInAuth()
        let delegate = HomeDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(tabs: TabModule.tabs(counter: TabBuildCounter()), auth: auth, delegate: delegate))
        store.send(.load, Fixtures.shown)
        await store.receive(.showTabs([Route("/one"), Route("/two")]))
        store.navigator.push(TabModule.make("/one/1", title: "One 1"))
        await store.receive(.push(Route("/one/1")))
        store.navigator.selectTab(Route("/two"))
        await store.receive(.selectTab(Route("/two")))
        store.navigator.present(TabModule.make("/two/edit", title: "Edit"))
        await store.receive(.present(Route("/two/edit")))
        let tabModules = store.navigator.allModules.dropFirst().map(\.parts)
        #expect(tabModules.map(\.name) == ["Tab One", "Tab One 1", "Tab Two", "Tab Edit"])

        store.send(Fixtures.logOut, Fixtures.loggingOut)
        await store.receive(Fixtures.loggedOut)
        #expect(delegate.loggedOut == 1)
        // What the App does when Home reports the log-out: the login screen replaces Home and its tabs.
        store.navigator.replaceRoot(with: TabModule.make("/login", title: "Log in"))
        await store.receive(.replaceRoot(Route("/login")))
        let tracker = LeakTracker()
        for parts in tabModules {
            #expect(await tracker.expectReleased(parts) == nil, "\(parts.name) is released")
        }
        await store.finish()
    }
}

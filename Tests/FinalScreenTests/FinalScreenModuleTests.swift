import FinalScreenInterface
import FinalScreenPreviews
import FinalScreenTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import FinalScreen

/// The final screen through its screen: events in, every screen change and navigation out. Each
/// `finish()` also checks the module is released once closed.
@MainActor
@Suite("Final screen module")
struct FinalScreenModuleTests {
    typealias Fixtures = FinalScreenFixtures

    @Test("every state it declares for the gallery and the snapshots is built, brought there in English and German, and released once closed")
    func previews() async {
        await ModulePreviewCheck.run(FinalScreenPreviews.all, of: "FinalScreen")
    }

    @Test("built by its builder and its plugin, the module answers /account/final/<value> and is released when closed")
    func lifecycle() async {
        let route = FinalScreenRoute.route(for: "Team lead")
        #expect(route.path == "/account/final/Team%20lead")
        await ModuleLifecycleCheck.run("FinalScreen", at: route, plugin: FinalScreenDefaultBuilder().plugin()) {
            Fixtures.module("Team lead")
        }
    }

    @Test("the state the gallery and the snapshots show is this module's: the value it was built with, and Close")
    func stateAsDeclared() async throws {
        let store = try ModuleTestStore(state: "showing a value", of: FinalScreenPreviews.all)
        store.send(.load, Fixtures.shown("Team lead"))
        await store.finish()
    }

    @Test("opening shows the value it was built with under “You selected”, and Close")
    func opens() async {
        let store = ModuleTestStore(Fixtures.module("demo@example.com"))
        store.send(.load) {
            $0.title = "Final screen"
            $0.status = .ready
            $0.sections = [
                ScreenSection(
                    id: "content", rows: [ScreenRow(id: "value", kind: .subtitle, title: "You selected", detail: "demo@example.com")])
            ]
            $0.actions = [ScreenAction(id: "close", title: "Close", role: .primary)]
        }
        await store.finish()
    }

    @Test("built for German, the module shows its own German words from its string table")
    func german() async {
        let store = ModuleTestStore(Fixtures.module("Teamleitung", language: .german))
        store.send(.load) {
            Fixtures.shown("Teamleitung")(&$0)
            $0.title = "Abschluss"
            $0.sections[0].rows[0].title = "Deine Auswahl"
            $0.actions[0].title = "Schließen"
        }
        await store.finish()
    }

    @Test("Close asks the delegate, the module that presented it, to dismiss it, and does not navigate itself")
    func closesThroughDelegate() async {
        let delegate = FinalScreenDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(delegate: delegate))
        store.send(.load, Fixtures.shown("Team lead"))
        store.send(Fixtures.close)
        store.send(Fixtures.close)
        #expect(delegate.closes == 2)
        await store.finish()
    }

    @Test("without a delegate (a deep link) Close pops the screen off its navigator")
    func popsWithoutDelegate() async {
        let store = ModuleTestStore(Fixtures.module())
        store.send(.load, Fixtures.shown("Team lead"))
        store.send(Fixtures.close)
        await store.receive(.pop(FinalScreenRoute.route(for: "Team lead")))
        await store.finish()
    }

    @Test("the module holds its delegate weakly: once the delegate is gone, Close pops the screen")
    func weakDelegate() async {
        var delegate: FinalScreenDelegateSpy? = FinalScreenDelegateSpy()
        let store = ModuleTestStore(Fixtures.module(delegate: delegate))
        store.send(.load, Fixtures.shown("Team lead"))
        weak let released = delegate
        delegate = nil
        #expect(released == nil, "the module does not hold its delegate")
        store.send(Fixtures.close)
        await store.receive(.pop(FinalScreenRoute.route(for: "Team lead")))
        await store.finish()
    }

    @Test(
        "the plugin is `final-screen` and reads the value from the URL, so a refresh shows the same value",
        arguments: ["B", "demo@example.com", "Demo User", "+1 555 0201", "a/b", "21 Oct 2020", "Chloé"]
    )
    func pluginRoundTrip(value: String) async throws {
        let plugin = FinalScreenDefaultBuilder().plugin()
        #expect(plugin.id == "final-screen")
        #expect(plugin.routes == [FinalScreenRoute.pattern])
        let path = FinalScreenRoute.route(for: value).path
        let store = ModuleTestStore(try PluginRegistry([plugin]).build(path))
        #expect(store.navigator.top?.route.path == path)
        store.send(.load, Fixtures.shown(value))
        store.send(Fixtures.close)
        // A deep-linked screen has no delegate: it closes itself.
        await store.receive(.pop(FinalScreenRoute.route(for: value)))
        await store.finish()
    }

    @Test("the plugin refuses a blank value")
    func pluginBlank() {
        #expect(throws: RouteError.missingParameter("value")) {
            try FinalScreenDefaultBuilder().plugin().build(RouteParameters(["value": "  "]))
        }
    }

    @Test("presented by another module and dismissed by it 1,000 times, no final screen stays alive")
    func thousandModals() {
        let navigator = RecordingNavigator()
        let delegate = FinalScreenDelegateSpy()
        var released = 0
        for index in 0 ..< 1_000 {
            var module: Module? = Fixtures.module("value \(index)", delegate: delegate)
            let parts = module!.parts
            navigator.present(module!)
            module!.view.handle(Fixtures.close)
            navigator.dismiss(module!.view)
            module = nil
            if parts.isReleased { released += 1 }
        }
        #expect(delegate.closes == 1_000)
        #expect(navigator.stack.isEmpty)
        #expect(released == 1_000)
    }
}

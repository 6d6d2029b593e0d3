import FinalScreenInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import FinalScreen

@MainActor
@Suite("Final screen builder")
struct FinalScreenBuilderTests {
    @Test("builds a module at /account/final/<value> with the default roles, four distinct objects")
    func wiring() {
        let module = FinalScreenDefaultBuilder().build(input: FinalScreenInput(value: "Team lead"), delegate: nil)
        #expect(module.route == FinalScreenRoute.route(for: "Team lead"))
        #expect(module.route.path == "/account/final/Team%20lead")
        #expect(module.parts.name == "FinalScreen")
        #expect(module.view is FinalScreenDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is FinalScreenDefaultPresenter)
        #expect((roles.objects["interactor"] as? FinalScreenDefaultInteractor)?.value == "Team lead")
        #expect(roles.objects["router"] is FinalScreenDefaultRouter)
    }

    @Test("a shown module shows the value it was built with and a Close button")
    func shows() {
        let module = FinalScreenDefaultBuilder().build(input: FinalScreenInput(value: "demo@example.com"), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Final screen")
        #expect(module.view.screen.status == .ready)
        #expect(module.view.screen.shownValue == "demo@example.com")
        #expect(module.view.screen.actions == [ScreenAction(id: "close", title: "Close", role: .primary)])
        #expect(!module.activity.isBusy)
    }

    @Test("built for German, the module shows its own German words from its string table")
    func german() {
        let module = FinalScreenDefaultBuilder(language: .german).build(input: FinalScreenInput(value: "Teamleitung"), delegate: nil)
        RecordingNavigator().show(module)
        #expect(module.view.screen.title == "Abschluss")
        #expect(module.view.screen.actions == [ScreenAction(id: "close", title: "Schließen", role: .primary)])
        #expect(module.view.screen.shownValue == "Teamleitung")
        #expect(module.view.screen.sections.first?.rows.first?.title == "Deine Auswahl")
    }

    @Test(
        "the plugin is `final-screen` and reads the value from the URL, so a refresh shows the same value",
        arguments: ["B", "demo@example.com", "Demo User", "+1 555 0201", "a/b", "21 Oct 2020", "Chloé"]
    )
    func pluginRoundTrip(value: String) throws {
        let plugin = FinalScreenDefaultBuilder().plugin()
        #expect(plugin.id == "final-screen")
        #expect(plugin.routes == [FinalScreenRoute.pattern])
        let path = FinalScreenRoute.route(for: value).path
        let module = try PluginRegistry([plugin]).build(path)
        #expect(module.route.path == path)
        RecordingNavigator().show(module)
        #expect(module.view.screen.shownValue == value)
        #expect((ModuleRoles(module).objects["router"] as? FinalScreenDefaultRouter)?.delegate == nil)
    }

    @Test("the plugin refuses a blank value")
    func pluginBlank() {
        let plugin = FinalScreenDefaultBuilder().plugin()
        #expect(throws: RouteError.missingParameter("value")) {
            try plugin.build(RouteParameters(["value": "  "]))
        }
    }
}

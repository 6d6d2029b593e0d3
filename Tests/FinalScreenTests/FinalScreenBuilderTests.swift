import FinalScreen
import FinalScreenInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Final screen builder")
struct FinalScreenBuilderTests {
    @Test("builds a module at /final-screen with the default roles, four distinct objects")
    func wiring() {
        let module = FinalScreenDefaultBuilder().build(input: FinalScreenInput(), delegate: nil)
        #expect(module.route == FinalScreenRoute.route)
        #expect(module.route.path == "/final-screen")
        #expect(module.parts.name == "FinalScreen")
        #expect(module.view is FinalScreenDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is FinalScreenDefaultPresenter)
        #expect(roles.objects["interactor"] is FinalScreenDefaultInteractor)
        #expect(roles.objects["router"] is FinalScreenDefaultRouter)
    }

    @Test("a shown module draws its title and an enabled Continue button")
    func shown() async {
        let (module, _) = await FinalScreenFixtures.shownModule()
        #expect(module.view.screen.title == "Final screen")
        #expect(module.view.screen.actions.first?.title == "Continue")
        #expect(module.view.screen.actions.first?.isEnabled == true)
    }

    @Test("the plugin is `final-screen`, answers /final-screen and gives deep links no delegate")
    func plugin() throws {
        let plugin = FinalScreenDefaultBuilder().plugin()
        #expect(plugin.id == "final-screen")
        #expect(plugin.routes == [FinalScreenRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/final-screen")
        #expect(module.route.path == "/final-screen")
        #expect((ModuleRoles(module).objects["router"] as? FinalScreenDefaultRouter)?.delegate == nil)
    }
}

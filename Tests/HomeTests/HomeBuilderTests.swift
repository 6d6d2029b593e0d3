import Home
import HomeInterface
import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("Home builder")
struct HomeBuilderTests {
    @Test("builds a module at /home with the default roles, four distinct objects")
    func wiring() {
        let module = HomeDefaultBuilder().build(input: HomeInput(), delegate: nil)
        #expect(module.route == HomeRoute.route)
        #expect(module.route.path == "/home")
        #expect(module.parts.name == "Home")
        #expect(module.view is HomeDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is HomeDefaultPresenter)
        #expect(roles.objects["interactor"] is HomeDefaultInteractor)
        #expect(roles.objects["router"] is HomeDefaultRouter)
    }

    @Test("a shown module draws its title and an enabled Continue button")
    func shown() async {
        let (module, _) = await HomeFixtures.shownModule()
        #expect(module.view.screen.title == "Home")
        #expect(module.view.screen.actions.first?.title == "Continue")
        #expect(module.view.screen.actions.first?.isEnabled == true)
    }

    @Test("the plugin is `home`, answers /home and gives deep links no delegate")
    func plugin() throws {
        let plugin = HomeDefaultBuilder().plugin()
        #expect(plugin.id == "home")
        #expect(plugin.routes == [HomeRoute.pattern])
        let module = try PluginRegistry([plugin]).build("/home")
        #expect(module.route.path == "/home")
        #expect((ModuleRoles(module).objects["router"] as? HomeDefaultRouter)?.delegate == nil)
    }
}

import Fakes
import HomeInterface
import Testing
import ViperKit
import ViperKitTesting

@testable import Home

@MainActor
@Suite("Home builder")
struct HomeBuilderTests {
    @Test("builds a module at /home with the default roles, four distinct objects")
    func wiring() {
        let module = HomeDefaultBuilder(auth: FakeAuthService()).build(input: HomeInput(tabs: []), delegate: nil)
        #expect(module.route == HomeRoute.route)
        #expect(module.route.path == "/home")
        #expect(module.parts.name == "Home")
        #expect(module.view is HomeDefaultView)
        let roles = ModuleRoles(module)
        #expect(roles.areFourDistinctObjects)
        #expect(roles.objects["presenter"] is HomeDefaultPresenter)
        #expect(roles.objects["interactor"] is HomeDefaultInteractor)
        #expect((roles.objects["router"] as? HomeDefaultRouter)?.view === module.view)
    }

    @Test("a shown module offers Log out as its one button and shows the input's tabs")
    func shown() async {
        let tabs = TabModule.tabs(counter: TabBuildCounter())
        let (module, navigator) = await HomeFixtures.shownModule(tabs: tabs)
        #expect(module.view.screen.title == "Home")
        #expect(module.view.screen.actions.map(\.id) == [HomeDefaultView.logOutActionID])
        #expect(module.view.screen.actions.first?.title == "Log out")
        #expect(navigator.tabs.map(\.title) == ["One", "Two"])
    }
}

import Fakes
import HomeInterface
import HomeTesting
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

    @Test("built for German, the container shows its own German title, Log out button and logging-out status")
    func german() async {
        let auth = FakeAuthService()
        auth.delay = .milliseconds(20)
        let delegate = HomeDelegateSpy()
        let navigator = RecordingNavigator()
        let module = HomeDefaultBuilder(auth: auth, language: .german).build(input: HomeInput(tabs: []), delegate: delegate)
        navigator.show(module)
        #expect(module.view.screen.title == "Start")
        #expect(module.view.screen.actions == [ScreenAction(id: HomeDefaultView.logOutActionID, title: "Abmelden", role: .normal)])
        module.view.handle(.action(HomeDefaultView.logOutActionID, form: [:]))
        #expect(module.view.screen.status == .loading("Abmeldung läuft…"))
        #expect(module.view.screen.actions.first?.isEnabled == false)
        await module.activity.idle()
        #expect(module.view.screen.status == .ready)
        #expect(delegate.loggedOut == 1)
    }
}

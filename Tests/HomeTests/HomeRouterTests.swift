import HomeInterface
import HomeTesting
import Testing
import ViperKit
import ViperKitTesting

@testable import Home

@MainActor
@Suite("Home router")
struct HomeRouterTests {
    @Test("asks the navigator to show the tabs with the module's view as their container, the first selected")
    func showsTabs() async throws {
        let counter = TabBuildCounter()
        let (module, navigator) = await HomeFixtures.shownModule(tabs: TabModule.tabs(counter: counter))
        #expect(navigator.calls == [.showTabs([Route("/one"), Route("/two")])])
        #expect(navigator.container === module.view)
        #expect(navigator.selectedTab == 0)
        #expect(navigator.top?.route == Route("/one"))
        #expect(counter.built == ["/one": 1], "a tab's root is built when the tab is first selected")
    }

    @Test("each tab keeps its own stack while another is selected")
    func stacksPerTab() async throws {
        let counter = TabBuildCounter()
        let (_, navigator) = await HomeFixtures.shownModule(tabs: TabModule.tabs(counter: counter))
        navigator.push(TabModule.make("/one/1", title: "One 1"))
        navigator.selectTab(Route("/two"))
        #expect(navigator.top?.route == Route("/two"))
        navigator.selectTab(Route("/one"))
        #expect(navigator.top?.route == Route("/one/1"))
        #expect(navigator.tabStack(Route("/one")).map(\.route.path) == ["/one", "/one/1"])
        #expect(counter.built == ["/one": 1, "/two": 1])
    }

    @Test("reports logging out to the delegate, which it holds weakly")
    func reportsLogOut() {
        var delegate: HomeDelegateSpy? = HomeDelegateSpy()
        let router = HomeDefaultRouter(delegate: delegate)
        router.routeToLogin()
        #expect(delegate?.loggedOut == 1)
        delegate = nil
        #expect(router.delegate == nil)
        router.routeToLogin()
    }

    @Test("pressing Log out in a shown module ends the session, then tells the delegate")
    func delegateHearsFromShownModule() async throws {
        let auth = try await HomeFixtures.loggedInAuth()
        let delegate = HomeDelegateSpy()
        let (module, _) = await HomeFixtures.shownModule(tabs: [], auth: auth, delegate: delegate)
        module.view.handle(.action(HomeDefaultView.logOutActionID, form: [:]))
        await module.activity.idle()
        #expect(auth.session == nil)
        #expect(delegate.loggedOut == 1)
    }
}

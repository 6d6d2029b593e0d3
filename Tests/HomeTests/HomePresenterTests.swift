import Testing
import ViperKit

@testable import Home

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    @Test("on load it shows an enabled Log out button and asks the router to show the tabs, in order")
    func load() throws {
        let tabs = TabModule.tabs(counter: TabBuildCounter())
        let (presenter, view, interactor, router) = HomeFixtures.presenter(tabs: tabs)
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Home")
        #expect(shown.status == .ready)
        #expect(shown.logOutTitle == "Log out")
        #expect(shown.isLogOutEnabled)
        #expect(router.shownTabs == [[Route("/one"), Route("/two")]])
        #expect(interactor.logOutCount == 0)
    }

    @Test("Log out asks the interactor once, disabling the button while it runs")
    func logOutRunsOnce() {
        let (presenter, view, interactor, router) = HomeFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didTapLogOut()
        #expect(view.last?.isLogOutEnabled == false)
        #expect(view.last?.status == .loading("Logging out…"))
        presenter.didTapLogOut()
        #expect(interactor.logOutCount == 1, "a second press while logging out is ignored")
        #expect(router.routedToLogin == 0, "the login screen waits for the session to end")
    }

    @Test("once the session has ended it routes to the login screen")
    func loggedOut() {
        let (presenter, view, _, router) = HomeFixtures.presenter()
        presenter.didTapLogOut()
        presenter.didLogOut()
        #expect(router.routedToLogin == 1)
        #expect(view.last?.isLogOutEnabled == true)
    }
}

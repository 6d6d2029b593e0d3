import Home
import Testing
import ViperKit

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    @Test("on load it shows the title, the message and an enabled Continue button")
    func load() throws {
        let (presenter, view, interactor, _) = HomeFixtures.presenter()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Home")
        #expect(shown.status == .ready)
        #expect(shown.message == "Welcome to Home.")
        #expect(shown.actionTitle == "Continue")
        #expect(shown.isActionEnabled)
        #expect(interactor.actionCount == 0)
    }

    @Test("Continue runs the action once, disabling the button while it runs")
    func continueRunsAction() {
        let (presenter, view, interactor, _) = HomeFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didTapContinue()
        #expect(view.last?.isActionEnabled == false)
        #expect(view.last?.status == .loading("Working…"))
        presenter.didTapContinue()
        #expect(interactor.actionCount == 1, "a second press while working is ignored")
    }

    @Test("a finished action shows Done, enables the button and reports through the router")
    func finished() {
        let (presenter, view, _, router) = HomeFixtures.presenter()
        presenter.didTapContinue()
        presenter.didPerformAction()
        #expect(view.last?.isActionEnabled == true)
        #expect(view.message == .init(title: "Done", message: "Home is complete.", dismissTitle: "OK"))
        #expect(router.finished == 1)
        presenter.didDismissMessage()
        #expect(view.message == nil)
    }
}

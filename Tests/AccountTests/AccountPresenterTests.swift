@testable import Account
import Domain
import Fakes
import Testing
import ViperKit

@MainActor
@Suite("Account presenter")
struct AccountPresenterTests {
    @Test("on load it shows the loading state and asks the interactor for the details")
    func load() throws {
        let (presenter, view, interactor, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Account")
        #expect(shown.status == .loading("Loading account…"))
        #expect(shown.details.isEmpty)
        #expect(shown.dismissTitle == "Dismiss")
        #expect(shown.nextScreenButtonTitle == "Loading…")
        #expect(!shown.isNextScreenEnabled)
        #expect(interactor.fetches == 1)
        presenter.viewDidLoad()
        #expect(interactor.fetches == 1, "a load under way is not started twice")
    }

    @Test("the details become rows of label and value, and the next-screen button is ready")
    func loaded() throws {
        let (presenter, view, _, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didLoad(FakeAccountService.demoDetails)
        let shown = try #require(view.last)
        #expect(shown.status == .ready)
        #expect(shown.details == AccountFixtures.demoRows)
        #expect(shown.selectionPrompt == "Select a detail to continue")
        #expect(shown.nextScreenButtonTitle == "Go to final screen")
        #expect(shown.isNextScreenEnabled)
        #expect(shown.retryTitle == nil)
    }

    @Test("selecting a row updates the view through one ListViewModel and reports the value")
    func select() {
        let (presenter, view, _, router) = AccountFixtures.presenter()
        presenter.didLoad(FakeAccountService.demoDetails)
        let displays = view.displayed.count
        presenter.didSelectDetail(id: "email")
        #expect(view.selections == [
            AccountListViewModel(
                successMessage: "Item Selected Successfully",
                selectedOptionTransform: "Selected: demo@example.com",
                dismissTitle: "Can't Dismiss now",
                isDismissEnabled: false,
                nextScreenButtonTitle: "Ready to move to next screen",
                selectedOption: "demo@example.com"
            ),
        ])
        #expect(view.displayed.count == displays, "a selection changes the screen through the one view model only")
        #expect(router.selected == ["demo@example.com"])
    }

    @Test("an unknown row selects nothing")
    func selectUnknown() {
        let (presenter, view, _, router) = AccountFixtures.presenter()
        presenter.didLoad(FakeAccountService.demoDetails)
        presenter.didSelectDetail(id: "nope")
        #expect(view.selections.isEmpty)
        #expect(router.selected.isEmpty)
    }

    @Test("going on with nothing selected tells the user to select first, and goes nowhere")
    func nextWithoutSelection() {
        let (presenter, view, _, router) = AccountFixtures.presenter()
        presenter.didLoad(FakeAccountService.demoDetails)
        presenter.didTapNextScreen()
        #expect(view.message == .init(
            title: "Nothing selected",
            message: "Cannot move to next screen. Please select name to continue",
            dismissTitle: "OK"
        ))
        #expect(router.finalScreenValues.isEmpty)
        presenter.didDismissMessage()
        #expect(view.message == nil)
    }

    @Test("going on with a selection moves to the final screen with the selected value")
    func nextWithSelection() {
        let (presenter, view, _, router) = AccountFixtures.presenter()
        presenter.didLoad(FakeAccountService.demoDetails)
        presenter.didSelectDetail(id: "member-since")
        presenter.didTapNextScreen()
        #expect(router.finalScreenValues == ["21 Oct 2020"])
        #expect(view.message == nil)
    }

    @Test("dismiss closes the screen until something is selected, then it can't dismiss now")
    func dismiss() {
        let (presenter, _, _, router) = AccountFixtures.presenter()
        presenter.didLoad(FakeAccountService.demoDetails)
        presenter.didTapDismiss()
        #expect(router.dismissals == 1)
        presenter.didSelectDetail(id: "team")
        presenter.didTapDismiss()
        #expect(router.dismissals == 1)
    }

    @Test("a failed load shows its message with a retry that loads again")
    func failureThenRetry() {
        let (presenter, view, interactor, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unreachable)
        #expect(view.last?.status == .failed("Can't reach the server. Check your connection and try again."))
        #expect(view.last?.retryTitle == "Try again")
        #expect(view.last?.isNextScreenEnabled == false)
        presenter.didTapRetry()
        #expect(view.last?.status == .loading("Loading account…"))
        #expect(interactor.fetches == 2)
        presenter.didLoad(FakeAccountService.demoDetails)
        #expect(view.last?.status == .ready)
        presenter.didTapRetry()
        #expect(interactor.fetches == 2, "nothing to retry once loaded")
    }

    @Test("an expired session says to log in again")
    func unauthorized() {
        let (presenter, view, _, _) = AccountFixtures.presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unauthorized)
        #expect(view.last?.status == .failed("Your session has expired. Log in again to continue."))
    }
}

import OrderEntry
import OrderEntryInterface
import Testing
import ViperKit

@MainActor
@Suite("Order entry presenter")
struct OrderEntryPresenterTests {
    @Test("on load it shows the empty form with no messages and an enabled Send button")
    func load() throws {
        let (presenter, view, _, _) = OrderEntryFixtures.presenter()
        presenter.viewDidLoad()
        let shown = try #require(view.last)
        #expect(shown.title == "Order entry")
        #expect(shown.name.isEmpty && shown.email.isEmpty)
        #expect(shown.nameError == nil && shown.emailError == nil && shown.formError == nil)
        #expect(shown.submitTitle == "Send")
        #expect(shown.isSubmitEnabled)
    }

    @Test("empty fields get a message next to each, and nothing is sent")
    func emptyFields() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.presenter()
        presenter.didSubmit(name: "  ", email: "")
        #expect(view.last?.nameError == "Enter a name.")
        #expect(view.last?.emailError == "Enter an email address.")
        #expect(interactor.submissions.isEmpty)
    }

    @Test("a malformed email gets its own message, and the name keeps its value", arguments: ["ada", "ada@", "@example.com", "ada@example"])
    func malformedEmail(email: String) {
        let (presenter, view, interactor, _) = OrderEntryFixtures.presenter()
        presenter.didSubmit(name: "Ada", email: email)
        #expect(view.last?.nameError == nil)
        #expect(view.last?.name == "Ada")
        #expect(view.last?.emailError == "Enter an email address such as name@example.com.")
        #expect(interactor.submissions.isEmpty)
    }

    @Test("a valid form is trimmed and sent once through the interactor, disabling Send meanwhile")
    func validForm() {
        let (presenter, view, interactor, _) = OrderEntryFixtures.presenter()
        presenter.didSubmit(name: " Ada ", email: "ada@example.com ")
        #expect(interactor.submissions == [OrderEntryFixtures.submission])
        #expect(view.last?.isSubmitEnabled == false)
        #expect(view.last?.progress == "Sending…")
        presenter.didSubmit(name: "Ada", email: "ada@example.com")
        #expect(interactor.submissions.count == 1, "a second press while sending is ignored")
    }

    @Test("an accepted submission clears the form, shows Sent and reports through the router")
    func accepted() {
        let (presenter, view, _, router) = OrderEntryFixtures.presenter()
        presenter.didSubmit(name: "Ada", email: "ada@example.com")
        presenter.didSubmit(OrderEntryFixtures.submission)
        #expect(view.last?.name == "")
        #expect(view.last?.isSubmitEnabled == true)
        #expect(view.message?.title == "Sent")
        #expect(router.submitted == [OrderEntryFixtures.submission])
        presenter.didDismissMessage()
        #expect(view.message == nil)
    }

    @Test("a failed submission keeps the values and says why above the form")
    func failed() {
        let (presenter, view, _, router) = OrderEntryFixtures.presenter()
        presenter.didSubmit(name: "Ada", email: "ada@example.com")
        presenter.didFailToSubmit(.unreachable)
        #expect(view.last?.formError == "The form couldn't be sent. Check your connection and try again.")
        #expect(view.last?.name == "Ada")
        #expect(view.last?.isSubmitEnabled == true)
        #expect(router.submitted.isEmpty)
    }
}

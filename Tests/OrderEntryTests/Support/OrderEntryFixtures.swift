import OrderEntry
import OrderEntryInterface
import ViperKit
import ViperKitTesting

/// Helpers the Order entry tests share.
@MainActor
enum OrderEntryFixtures {
    /// A valid submission.
    static let submission = OrderEntrySubmission(name: "Ada", email: "ada@example.com")

    /// The form values of ``submission``, keyed by field id.
    static let form = [OrderEntryDefaultView.nameFieldID: "Ada", OrderEntryDefaultView.emailFieldID: "ada@example.com"]

    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (OrderEntryDefaultPresenter, OrderEntryViewSpy, OrderEntryInteractorSpy, OrderEntryRouterSpy) {
        let view = OrderEntryViewSpy()
        let interactor = OrderEntryInteractorSpy()
        let router = OrderEntryRouterSpy()
        let presenter = OrderEntryDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// The module over `submitter`, shown in a new navigator.
    static func shownModule(
        _ submitter: OrderEntrySampleSubmitter = OrderEntrySampleSubmitter(),
        delegate: (any OrderEntryDelegate)? = nil
    ) -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = OrderEntryDefaultBuilder(submitter: submitter).build(input: OrderEntryInput(contactID: 1), delegate: delegate)
        navigator.show(module)
        return (module, navigator)
    }
}

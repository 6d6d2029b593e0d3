import ContactDetail
import ContactDetailInterface
import ViperKit
import ViperKitTesting

/// Helpers the Contact detail tests share.
@MainActor
enum ContactDetailFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (ContactDetailDefaultPresenter, ContactDetailViewSpy, ContactDetailInteractorSpy, ContactDetailRouterSpy) {
        let view = ContactDetailViewSpy()
        let interactor = ContactDetailInteractorSpy()
        let router = ContactDetailRouterSpy()
        let presenter = ContactDetailDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// The module, shown in a new navigator and idle.
    static func shownModule(
        delegate: (any ContactDetailDelegate)? = nil,
        actionDuration: Duration = .zero
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = ContactDetailDefaultBuilder(actionDuration: actionDuration).build(input: ContactDetailInput(contactID: 1), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}

import ContactList
import ContactListInterface
import ViperKit
import ViperKitTesting

/// Helpers the Contact list tests share.
@MainActor
enum ContactListFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (ContactListDefaultPresenter, ContactListViewSpy, ContactListInteractorSpy, ContactListRouterSpy) {
        let view = ContactListViewSpy()
        let interactor = ContactListInteractorSpy()
        let router = ContactListRouterSpy()
        let presenter = ContactListDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A page of sample records from `offset` on, out of `total`.
    static func page(offset: Int = 0, count: Int = 20, total: Int = 42) -> ContactListPage {
        ContactListPage(records: (offset..<offset + count).map(ContactListSampleDataSource.record(at:)), offset: offset, total: total)
    }

    /// The module over `dataSource`, shown in a new navigator and loaded.
    static func shownModule(
        _ dataSource: ContactListSampleDataSource = ContactListSampleDataSource(),
        delegate: (any ContactListDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = ContactListDefaultBuilder(dataSource: dataSource).build(input: ContactListInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}

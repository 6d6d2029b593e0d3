import Account
import AccountInterface
import ViperKit
import ViperKitTesting

/// Helpers the Account tests share.
@MainActor
enum AccountFixtures {
    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (AccountDefaultPresenter, AccountViewSpy, AccountInteractorSpy, AccountRouterSpy) {
        let view = AccountViewSpy()
        let interactor = AccountInteractorSpy()
        let router = AccountRouterSpy()
        let presenter = AccountDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A page of sample records from `offset` on, out of `total`.
    static func page(offset: Int = 0, count: Int = 20, total: Int = 42) -> AccountPage {
        AccountPage(records: (offset..<offset + count).map(AccountSampleDataSource.record(at:)), offset: offset, total: total)
    }

    /// The module over `dataSource`, shown in a new navigator and loaded.
    static func shownModule(
        _ dataSource: AccountSampleDataSource = AccountSampleDataSource(),
        delegate: (any AccountDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = AccountDefaultBuilder(dataSource: dataSource).build(input: AccountInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.idle()
        return (module, navigator)
    }
}

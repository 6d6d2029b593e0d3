@testable import Account
import AccountInterface
import Fakes
import Foundation
import ViperKit
import ViperKitTesting

/// Values and helpers the account tests share.
@MainActor
enum AccountFixtures {
    static let utc = TimeZone(identifier: "UTC")!

    /// A presenter wired to spies, with its view attached, writing dates in UTC.
    static func presenter() -> (AccountDefaultPresenter, AccountViewSpy, AccountInteractorSpy, AccountRouterSpy) {
        let view = AccountViewSpy()
        let interactor = AccountInteractorSpy()
        let router = AccountRouterSpy()
        let presenter = AccountDefaultPresenter(
            interactor: interactor,
            router: router,
            dateStyle: AccountDefaultPresenter.dateStyle(timeZone: utc)
        )
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// A builder over `account` presenting `finalScreen`, writing dates in UTC.
    static func builder(
        _ account: FakeAccountService = FakeAccountService(),
        finalScreen: FinalScreenBuilderStub = FinalScreenBuilderStub()
    ) -> AccountDefaultBuilder {
        AccountDefaultBuilder(account: account, finalScreen: finalScreen, timeZone: utc)
    }

    /// The module over `account`, shown in a new navigator and loaded.
    static func shownModule(
        _ account: FakeAccountService = FakeAccountService(),
        finalScreen: FinalScreenBuilderStub = FinalScreenBuilderStub(),
        delegate: (any AccountDelegate)? = nil
    ) async -> (Module, RecordingNavigator) {
        let navigator = RecordingNavigator()
        let module = builder(account, finalScreen: finalScreen).build(input: AccountInput(), delegate: delegate)
        navigator.show(module)
        await module.activity.settle()
        return (module, navigator)
    }

    /// The rows the demo account's details become.
    static let demoRows = [
        AccountDetailViewModel(id: "name", label: "Name", value: "Demo User"),
        AccountDetailViewModel(id: "username", label: "Username", value: "demo"),
        AccountDetailViewModel(id: "email", label: "Email", value: "demo@example.com"),
        AccountDetailViewModel(id: "phone", label: "Phone", value: "+1 555 0201"),
        AccountDetailViewModel(id: "team", label: "Team", value: "Mobile"),
        AccountDetailViewModel(id: "role", label: "Role", value: "Team lead"),
        AccountDetailViewModel(id: "office", label: "Office", value: "Lisbon"),
        AccountDetailViewModel(id: "member-since", label: "Member since", value: "21 Oct 2020"),
    ]
}

extension Screen {
    /// The toolbar action with `id`.
    func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
    /// The text shown where the selection goes.
    var selectionText: String? { section(AccountDefaultView.selectionSectionID)?.rows.first?.title }
    /// The rows of the details section.
    var detailRows: [ScreenRow] { section(AccountDefaultView.detailsSectionID)?.rows ?? [] }
}

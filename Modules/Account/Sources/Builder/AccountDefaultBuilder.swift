import AccountInterface
import Domain
import FinalScreenInterface
import Foundation
import ViperKit

/// Builds the account module over an ``AccountService``, presenting the final screen through
/// `finalScreen`.
@MainActor
public final class AccountDefaultBuilder: AccountBuilding {
    nonisolated static let moduleName = "Account"
    private let account: any AccountService
    private let finalScreen: any FinalScreenBuilding
    private let formatting: Formatting

    /// Creates a builder whose modules read `account`, present `finalScreen`, write dates in
    /// `timeZone` and speak `language` (English by default).
    public init(account: any AccountService, finalScreen: any FinalScreenBuilding, timeZone: TimeZone = .current, language: Language = .english) {
        self.account = account
        self.finalScreen = finalScreen
        formatting = Formatting(timeZone: timeZone, language: language)
    }

    /// A new account module at `/account` reporting selections to `delegate` (held weakly).
    public func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = AccountDefaultInteractor(account: account, activity: activity)
        let router = AccountDefaultRouter(finalScreen: finalScreen, delegate: delegate)
        let presenter = AccountDefaultPresenter(
            interactor: interactor, router: router, formatting: formatting)
        let view = AccountDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.view = view
        return Module(
            name: Self.moduleName, route: AccountRoute.route,
            view: view, presenter: presenter, interactor: interactor, router: router, activity: activity,
            budget: AccountBudget.events)
    }
}

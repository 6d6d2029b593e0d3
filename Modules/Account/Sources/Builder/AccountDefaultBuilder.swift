import AccountInterface
import ViperKit

/// Builds the Account module over a ``AccountDataSource``.
@MainActor
public final class AccountDefaultBuilder: AccountBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "Account"
    private let dataSource: any AccountDataSource

    /// Creates a builder whose modules read `dataSource` (sample records unless given another).
    public init(dataSource: any AccountDataSource = AccountSampleDataSource()) {
        self.dataSource = dataSource
    }

    /// A new Account module at `/account` reporting selections to `delegate` (held weakly).
    public func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = AccountDefaultInteractor(dataSource: dataSource, activity: activity)
        let router = AccountDefaultRouter(delegate: delegate)
        let presenter = AccountDefaultPresenter(interactor: interactor, router: router)
        let view = AccountDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: AccountRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}

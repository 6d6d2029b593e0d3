import OrderHistoryInterface
import ViperKit

/// Builds the Order history module over a ``OrderHistoryDataSource``.
@MainActor
public final class OrderHistoryDefaultBuilder: OrderHistoryBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "OrderHistory"
    private let dataSource: any OrderHistoryDataSource

    /// Creates a builder whose modules read `dataSource` (sample records unless given another).
    public init(dataSource: any OrderHistoryDataSource = OrderHistorySampleDataSource()) {
        self.dataSource = dataSource
    }

    /// A new Order history module at `/order-history` reporting selections to `delegate` (held weakly).
    /// The skeleton's conformance: a module with the default input and no delegate.
    public func build() -> Module {
        build(input: OrderHistoryInput(), delegate: nil)
    }

    /// A new module built with `input`, reporting to `delegate`.
    public func build(input: OrderHistoryInput, delegate: (any OrderHistoryDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = OrderHistoryDefaultInteractor(dataSource: dataSource, activity: activity)
        let router = OrderHistoryDefaultRouter(delegate: delegate)
        let presenter = OrderHistoryDefaultPresenter(interactor: interactor, router: router)
        let view = OrderHistoryDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: OrderHistoryRoute.route,
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}

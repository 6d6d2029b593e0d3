import OrderEntryInterface
import ViperKit

/// Builds the Order entry module over a ``OrderEntrySubmitter``.
@MainActor
public final class OrderEntryDefaultBuilder: OrderEntryBuilding, ViperBuilder {
    /// The module's name in leak reports.
    public nonisolated static let moduleName = "OrderEntry"
    private let submitter: any OrderEntrySubmitter

    /// Creates a builder whose modules send to `submitter` (the sample one unless given another).
    public init(submitter: any OrderEntrySubmitter = OrderEntrySampleSubmitter()) {
        self.submitter = submitter
    }

    /// A new Order entry module at `/order-entry` reporting submissions to `delegate` (held weakly).
    public func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
        let activity = ModuleActivity()
        let interactor = OrderEntryDefaultInteractor(submitter: submitter, activity: activity)
        let router = OrderEntryDefaultRouter(delegate: delegate)
        let presenter = OrderEntryDefaultPresenter(interactor: interactor, router: router)
        let view = OrderEntryDefaultView(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        return Module(
            name: Self.moduleName,
            route: OrderEntryRoute.route(input),
            view: view,
            presenter: presenter,
            interactor: interactor,
            router: router,
            activity: activity
        )
    }
}

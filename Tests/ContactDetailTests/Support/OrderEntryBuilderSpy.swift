import OrderEntryInterface
import ViperKit

/// An ``OrderEntryBuilding`` standing in for the order entry module: it records what it was asked
/// to build and keeps the delegate weakly, as a real order entry module does, so a test can report
/// a saved order through it.
@MainActor
final class OrderEntryBuilderSpy: OrderEntryBuilding {
    private(set) var inputs: [OrderEntryInput] = []
    private(set) weak var lastDelegate: (any OrderEntryDelegate)?

    func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
        inputs.append(input)
        lastDelegate = delegate
        return Module(
            name: "OrderEntryStandIn",
            route: OrderEntryRoute.route(input),
            view: ModuleView(screen: Screen(title: "New order")),
            presenter: StandInRole(),
            interactor: StandInRole(),
            router: StandInRole(),
            activity: ModuleActivity()
        )
    }
}

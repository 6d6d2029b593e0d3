import OrderHistoryInterface
import ViperKit

/// An ``OrderHistoryBuilding`` standing in for the order history module: it counts its builds and
/// returns a bare module at `/orders`.
@MainActor
final class OrderHistoryBuilderSpy: OrderHistoryBuilding {
    private(set) var buildCount = 0

    func build() -> Module {
        buildCount += 1
        return Module(
            name: "OrderHistoryStandIn",
            route: OrderHistoryRoute.route,
            view: ModuleView(screen: Screen(title: "Order history")),
            presenter: StandInRole(),
            interactor: StandInRole(),
            router: StandInRole(),
            activity: ModuleActivity()
        )
    }
}

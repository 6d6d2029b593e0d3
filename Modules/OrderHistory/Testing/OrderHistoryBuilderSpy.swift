import OrderHistoryInterface
import ViperKit
import ViperKitTesting

/// Stands in for the order history module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class OrderHistoryBuilderSpy: BuilderSpy<Void, Never>, OrderHistoryBuilding {
    public func build() -> Module {
        record((), delegate: nil, standIn: .standIn(name: "OrderHistory", route: OrderHistoryRoute.route, title: "Order history"))
    }
}

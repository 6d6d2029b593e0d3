import OrderDetailInterface
import ViperKit
import ViperKitTesting

/// Stands in for the order detail module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class OrderDetailBuilderSpy: BuilderSpy<OrderDetailInput, any OrderDetailDelegate>, OrderDetailBuilding {
    public func build(input: OrderDetailInput, delegate: (any OrderDetailDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "OrderDetail", route: OrderDetailRoute.route(input), title: "Order"))
    }
}

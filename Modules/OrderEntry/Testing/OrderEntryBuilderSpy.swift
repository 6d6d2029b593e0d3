import OrderEntryInterface
import ViperKit
import ViperKitTesting

/// Stands in for the order entry module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class OrderEntryBuilderSpy: BuilderSpy<OrderEntryInput, any OrderEntryDelegate>, OrderEntryBuilding {
    public func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
        record(input, delegate: delegate, standIn: .standIn(name: "OrderEntry", route: OrderEntryRoute.route(input), title: "New order"))
    }
}

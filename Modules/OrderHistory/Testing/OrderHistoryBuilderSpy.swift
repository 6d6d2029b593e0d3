import OrderHistoryInterface
import ViperKit
import ViperKitTesting

/// An ``OrderHistoryBuilding`` standing in for the order history module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the order history's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class OrderHistoryBuilderSpy: OrderHistoryBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build() -> Module {
        buildCount += 1
        return .standIn(name: "OrderHistory", route: OrderHistoryRoute.route, title: "Order history")
    }
}

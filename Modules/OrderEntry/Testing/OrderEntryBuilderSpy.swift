import OrderEntryInterface
import ViperKit
import ViperKitTesting

/// An ``OrderEntryBuilding`` standing in for the order entry module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the order entry's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class OrderEntryBuilderSpy: OrderEntryBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [OrderEntryInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the order entry module would.
    public private(set) weak var lastDelegate: (any OrderEntryDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "OrderEntry", route: OrderEntryRoute.route(input), title: "New order")
    }
}

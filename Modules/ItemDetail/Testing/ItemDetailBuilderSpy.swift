import ItemDetailInterface
import ViperKit
import ViperKitTesting

/// An ``ItemDetailBuilding`` standing in for the item detail module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the item detail's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class ItemDetailBuilderSpy: ItemDetailBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0
    /// The input of every build, in order.
    public private(set) var inputs: [ItemDetailInput] = []
    /// The delegate of the last build, held weakly as the real module holds it (so the spy never
    /// keeps the caller alive); a test reports through it what the item detail module would.
    public private(set) weak var lastDelegate: (any ItemDetailDelegate)?

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
        buildCount += 1
        inputs.append(input)
        lastDelegate = delegate
        return .standIn(name: "ItemDetail", route: ItemDetailRoute.route(for: input.id), title: "Item \(input.id)")
    }
}

import ItemsListInterface
import ViperKit
import ViperKitTesting

/// An ``ItemsListBuilding`` standing in for the items list module in other modules' tests: it records
/// what it was asked to build and returns a stand-in module at the items list's route (see
/// ``ViperKit/Module/standIn(name:route:title:)``).
@MainActor
public final class ItemsListBuilderSpy: ItemsListBuilding {
    /// How many modules it built.
    public private(set) var buildCount = 0

    /// A spy that has built nothing.
    public init() {}

    /// Records the build and returns a stand-in module.
    public func build() -> Module {
        buildCount += 1
        return .standIn(name: "ItemsList", route: ItemsListRoute.route, title: "Items")
    }
}

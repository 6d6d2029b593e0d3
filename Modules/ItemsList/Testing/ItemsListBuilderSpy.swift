import ItemsListInterface
import ViperKit
import ViperKitTesting

/// Stands in for the items list module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class ItemsListBuilderSpy: BuilderSpy<Void, Never>, ItemsListBuilding {
    public func build() -> Module {
        record((), delegate: nil, standIn: .standIn(name: "ItemsList", route: ItemsListRoute.route, title: "Items"))
    }
}

import ItemDetailInterface
import ViperKit
import ViperKitTesting

/// Stands in for the item detail module in the tests of the modules that open it (see ``BuilderSpy``).
@MainActor
public final class ItemDetailBuilderSpy: BuilderSpy<ItemDetailInput, any ItemDetailDelegate>, ItemDetailBuilding {
    public func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
        record(
            input, delegate: delegate, standIn: .standIn(name: "ItemDetail", route: ItemDetailRoute.route(for: input.id), title: "Item \(input.id)"))
    }
}

import ItemDetailInterface
import ViperKit

/// An ``ItemDetailBuilding`` standing in for the detail module: it records what it was asked to
/// build and returns a bare module at the detail's route. It holds the last delegate weakly, as a
/// real detail module does, so it never keeps the list alive.
@MainActor
final class ItemDetailBuilderSpy: ItemDetailBuilding {
    /// A role object of the stand-in module.
    final class Role {}

    private(set) var inputs: [ItemDetailInput] = []
    private(set) weak var lastDelegate: (any ItemDetailDelegate)?

    func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module {
        inputs.append(input)
        lastDelegate = delegate
        return Module(
            name: "ItemDetailStandIn",
            route: ItemDetailRoute.route(for: input.id),
            view: ModuleView(screen: Screen(title: "Detail \(input.id)")),
            presenter: Role(),
            interactor: Role(),
            router: Role(),
            activity: ModuleActivity()
        )
    }
}

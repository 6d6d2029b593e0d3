import ItemDetailInterface
import ViperKit

/// Pushes the item detail module, built through the injected ``ItemDetailBuilding``.
@MainActor
final class ItemsListDefaultRouter: ItemsListRouter {
    weak var view: ModuleView?
    private let detail: any ItemDetailBuilding

    /// Creates the router; it holds the `detail` builder strongly.
    init(detail: any ItemDetailBuilding) {
        self.detail = detail
    }

    /// Builds the detail of item `id` and pushes it on the view's navigator.
    func routeToDetail(id: Int64, delegate: (any ItemDetailDelegate)?) {
        guard let navigator = view?.navigator else { return }
        navigator.push(detail.build(input: ItemDetailInput(id: id), delegate: delegate))
    }
}

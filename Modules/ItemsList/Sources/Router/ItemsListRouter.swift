import ItemDetailInterface
import ViperKit

/// Where the items list can go.
@MainActor
protocol ItemsListRouter: ViperRouter {
    /// Shows the detail of item `id`, reporting its changes to `delegate`.
    func routeToDetail(id: Int64, delegate: (any ItemDetailDelegate)?)
}

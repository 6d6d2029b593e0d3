import Domain
import ViperKit

/// Where the item detail module sends what it changed.
@MainActor
protocol ItemDetailRouter: ViperRouter {
    /// Tells the module that opened this one that `item` was saved with a change.
    func notifyDidUpdate(_ item: Item)
}

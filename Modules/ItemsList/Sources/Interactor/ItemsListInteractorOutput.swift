import Domain
import Foundation

/// What the items list interactor reports, to its presenter.
@MainActor
protocol ItemsListInteractorOutput: AnyObject {
    /// A page arrived, with the list's current total; `cachedAt` is when this device saved it, when
    /// it is the device's copy because the API could not be reached (`nil` when it is live).
    func didLoad(_ page: ItemPage, cachedAt: Date?)
    /// The page at `offset` could not be loaded.
    func didFailToLoadPage(at offset: Int, error: ServiceError)
    /// Every item was deleted; `count` were.
    func didDeleteAll(count: Int)
    /// Deleting every item failed.
    func didFailToDeleteAll(_ error: ServiceError)
}

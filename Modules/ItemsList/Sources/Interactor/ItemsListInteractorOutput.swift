import Domain

/// What the items list interactor reports, to its presenter.
@MainActor
protocol ItemsListInteractorOutput: AnyObject {
    /// A page arrived, with the list's current total.
    func didLoad(_ page: ItemPage)
    /// The page at `offset` could not be loaded.
    func didFailToLoadPage(at offset: Int, error: ServiceError)
    /// Every item was deleted; `count` were.
    func didDeleteAll(count: Int)
    /// Deleting every item failed.
    func didFailToDeleteAll(_ error: ServiceError)
}

import Domain

/// What the item detail interactor reports, to its presenter.
@MainActor
protocol ItemDetailInteractorOutput: AnyObject {
    /// The item arrived.
    func didLoad(_ item: Item)
    /// The item could not be loaded (``ServiceError/notFound`` when it no longer exists).
    func didFailToLoad(_ error: ServiceError)
    /// The change was saved; `item` is the item as saved.
    func didSave(_ item: Item)
    /// The change could not be saved; the item is as it was.
    func didFailToSave(_ error: ServiceError)
}

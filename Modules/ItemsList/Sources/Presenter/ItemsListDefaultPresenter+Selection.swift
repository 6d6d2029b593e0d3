import Domain
import ItemDetailInterface

extension ItemsListDefaultPresenter: ItemDetailDelegate {
    // MARK: - ItemsListPresenter

    /// Routes to the item's detail, with this presenter as its delegate.
    func didSelectItem(id: Int64) {
        router.routeToDetail(id: id, delegate: self)
    }

    // MARK: - ItemDetailDelegate

    /// Updates the changed item in the cache and its row, if shown, without asking the service.
    func itemDetail(didUpdate item: Item) {
        guard let (page, position) = cache.replaceFirst(where: { $0.id == item.id }, with: makeViewModel(item)) else {
            return
        }
        view?.reloadItem(at: page * pageSize + position)
    }
}

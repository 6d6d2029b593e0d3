import Domain
import Foundation
import ItemDetailInterface
import ViperKit

/// What the items list presenter can ask of its view.
@MainActor
protocol ItemsListView: AnyObject {
    /// Shows the title, status, notice and toolbar of `viewModel`.
    func display(_ viewModel: ItemsListViewModel)
    /// Shows the rows of `window`, reading each one through ``ItemsListPresenter/item(at:)``.
    func showItems(in window: RowWindow)
    /// Reads the row at `index` again, if it is shown.
    func reloadItem(at index: Int)
    /// Asks the user to confirm deleting every item.
    func showDeleteAllConfirmation(title: String, message: String, confirmTitle: String, cancelTitle: String)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

/// What the items list view tells its presenter, and the indexed accessor it reads rows through.
@MainActor
protocol ItemsListPresenter: AnyObject {
    /// How many items the whole list has (0 until the first page arrives).
    var numberOfItems: Int { get }
    /// The item at list index `index`, or `nil` while its page is not loaded (the presenter then
    /// asks for that page, and shows the rows again when it arrives).
    func item(at index: Int) -> ItemViewModel?
    func viewDidLoad()
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func viewWillAppear()
    /// The user moved the list to show rows from `offset` on.
    func didScroll(to offset: Int)
    /// The user chose the item with `id`.
    func didSelectItem(id: Int64)
    /// The user pressed "Delete all".
    func didTapDeleteAll()
    /// The user confirmed deleting every item.
    func didConfirmDeleteAll()
    /// The user declined deleting every item.
    func didCancelDeleteAll()
    /// The user dismissed a message popup.
    func didDismissMessage()
    func didTapRetry()
    /// The user pressed "Add sample items" on the empty list.
    func didTapAddSampleItems()
}

/// The items list use cases: read the list a page at a time, delete every item.
@MainActor
protocol ItemsListInteractor: AnyObject {
    /// Loads the items at `offset ..< offset + limit`; a load of the same offset already under way
    /// is not started twice. The page goes to the output.
    func loadPage(offset: Int, limit: Int)
    /// Cancels every page load under way; cancelled loads report nothing.
    func cancelPageLoads()
    /// Deletes every item; the outcome goes to the output.
    func deleteAll()
    /// Gives the user the sample items again; the outcome goes to the output.
    func addSampleItems()
}

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
    /// The sample items are back; the user has `total` items.
    func didAddSampleItems(total: Int)
    /// The sample items could not be added.
    func didFailToAddSampleItems(_ error: ServiceError)
}

/// Where the items list can go.
@MainActor
protocol ItemsListRouter: AnyObject {
    /// Shows the detail of item `id`, reporting its changes to `delegate`.
    func routeToDetail(id: Int64, delegate: (any ItemDetailDelegate)?)
}

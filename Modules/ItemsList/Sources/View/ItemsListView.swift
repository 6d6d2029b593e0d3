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

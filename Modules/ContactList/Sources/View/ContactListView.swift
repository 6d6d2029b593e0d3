/// What the contact list presenter can ask of its view (seed 002's PresenterOutput).
@MainActor
protocol ContactListView: AnyObject {
    /// Shows the title, status, notice, search field and toolbar of `viewModel`.
    func display(_ viewModel: ContactListViewModel)
    /// Shows the list again, reading every row through the presenter's indexed accessor (a table
    /// view's `reloadData`).
    func showContactList()
}

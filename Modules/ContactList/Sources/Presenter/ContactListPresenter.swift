import ViperKit

/// What the contact list view tells its presenter, and the indexed accessor it reads rows through
/// (seed 002's `rowCount`, `row(at:)` and cell identifier per row).
@MainActor
protocol ContactListPresenter: ViperPresenter {
    /// How many rows the list shows.
    var rowCount: Int { get }
    /// The row at `index` (`0 ..< rowCount`).
    func row(at index: Int) -> ContactListRowViewModel
    /// The cell kind of the row at `index` (`0 ..< rowCount`).
    func cellKind(at index: Int) -> CellKind
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user searched for the text typed in the search field.
    func didSearch(text: String)
    /// The user selected the row of contact `id`.
    func didSelectContact(id: Int64)
    /// The user asked to load the contacts again.
    func didTapRetry()
    /// The user pressed "Order history".
    func didTapOrderHistory()
}

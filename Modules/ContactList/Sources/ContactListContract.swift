import Domain
import Foundation
import ViperKit

/// What the contact list presenter can ask of its view (seed 002's PresenterOutput).
@MainActor
protocol ContactListView: AnyObject {
    /// Shows the title, status, notice, search field and toolbar of `viewModel`.
    func display(_ viewModel: ContactListViewModel)
    /// Shows the list again, reading every row through the presenter's indexed accessor (a table
    /// view's `reloadData`).
    func showContactList()
}

/// What the contact list view tells its presenter, and the indexed accessor it reads rows through
/// (seed 002's `rowCount`, `row(at:)` and cell identifier per row).
@MainActor
protocol ContactListPresenter: AnyObject {
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

/// The contact list's use case (seed 002's UseCase): the contacts of the logged-in user, and the
/// search through them by name. It outputs presentation models to ``ContactListInteractorOutput``.
@MainActor
protocol ContactListInteractor: AnyObject {
    /// The view is ready, or the user retries: fetches the contacts and sends the list (filtered by
    /// the search captured last). A call while a load runs is ignored.
    func loadContacts()
    /// The user searched for `query` (empty: every contact): sends the contacts whose name contains
    /// it. While the contacts are loading, the load's list applies it.
    func searchContacts(matching query: String)
}

/// Everything the contact list's use case outputs, to its presenter: the output of each of its
/// events (seed 002's general UseCaseOutput, extending one protocol per event).
@MainActor
protocol ContactListInteractorOutput: ContactListLoadOutput, ContactListSearchOutput {}

/// What the contact list's use case sends when it loads the contacts (seed 002: one output
/// protocol per event): the same Start, contact…, End sequence as a search (filtered by the search
/// captured last), or, between Start and End, why the contacts could not be loaded.
@MainActor
protocol ContactListLoadOutput: ContactListSearchOutput {
    /// The contacts could not be loaded.
    func present(error: ServiceError)
}

/// What the contact list's use case sends for a search (seed 002: one output protocol per event):
/// Start, one presentation model per matching contact, End; or, between Start and End, that the
/// user has no contacts or that none matches.
@MainActor
protocol ContactListSearchOutput: AnyObject {
    /// A new list begins; `cachedAt` is when the contacts were saved on this device if they are
    /// the cached copy because the server could not be reached, `nil` when they are fresh.
    func presentContactListStart(cachedAt: Date?)
    /// One contact of the list, in the list's order.
    func present(contact: ContactListPresentationModel)
    /// The user has no contacts at all.
    func presentNoContactsFound()
    /// The user has contacts but none whose name contains `query`.
    func presentNoContacts(matching query: String)
    /// The list is complete.
    func presentContactListEnd()
}

/// Where the contact list can go.
@MainActor
protocol ContactListRouter: AnyObject {
    /// Shows contact `id`'s detail.
    func routeToContact(id: Int64)
    /// Shows the history of every order.
    func routeToOrderHistory()
}

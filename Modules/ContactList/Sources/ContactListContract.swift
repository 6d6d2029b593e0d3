import Domain
import Foundation
import ViperKit

/// What the contact list presenter can ask of its view. For
/// ``ContactListPresenter/eventViewReady(maxHeight:)`` and ``ContactListPresenter/eventRetry()``:
/// "Loading contacts…", then the list's status, notice and buttons, and the contacts; for
/// ``ContactListPresenter/eventSearch(_:)``: the search text, trimmed, in the field, then the
/// contacts that match it.
@MainActor
protocol ContactListView: AnyObject {
    /// Shows the title, status, notice, search field and toolbar of `viewModel`.
    func display(_ viewModel: ContactListViewModel)
    /// Shows the list again, reading every row through the presenter's indexed accessor (a table
    /// view's `reloadData`).
    func showContactList()
}

/// What the contact list view tells its presenter, one `event…` per thing that happened, and the
/// indexed accessor it reads rows through (a row count, each row, and each row's cell kind, as a
/// table view's data source gives them).
@MainActor
protocol ContactListPresenter: AnyObject {
    /// How many rows the list shows.
    var rowCount: Int { get }
    /// The row at `index` (`0 ..< rowCount`).
    func row(at index: Int) -> ContactListRowViewModel
    /// The cell kind of the row at `index` (`0 ..< rowCount`).
    func cellKind(at index: Int) -> CellKind
    /// The height of the row at `index` (`0 ..< rowCount`).
    func cellHeight(at index: Int) -> RowHeight
    /// The view is ready; `maxHeight` is the height it has for the list, which the rows that stand
    /// in for the list (nothing found, an error) take.
    func eventViewReady(maxHeight: RowHeight)
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func eventViewAppeared()
    /// The user searched for `text`, as typed in the search field.
    func eventSearch(_ text: String)
    /// The user selected the row of contact `id`.
    func eventSelectContact(id: Int64)
    /// The user asked to load the contacts again.
    func eventRetry()
    /// The user pressed "Order history".
    func eventShowOrders()
}

/// The contact list's use case: the contacts of the logged-in user, and the search through them by
/// name. Each event's outcome goes to its outputs, ``ContactListViewReadyOutput`` and
/// ``ContactListContactsOutput``, as presentation models.
@MainActor
protocol ContactListInteractor: AnyObject {
    /// The view is ready, or the user retries: fetches the contacts and sends the list (filtered by
    /// the search captured last). A call while a load runs is ignored.
    func eventViewReady()
    /// The user searched for `query` (empty: every contact): sends the contacts whose name contains
    /// it. While the contacts are loading, the load's list applies it.
    func eventSearch(_ query: String)
}

/// Everything the contact list's use case outputs, to its presenter: the contacts for every
/// event, and why they could not be loaded for ``ContactListInteractor/eventViewReady()``.
typealias ContactListInteractorOutput = ContactListViewReadyOutput & ContactListContactsOutput

/// What the contact list's use case sends for ``ContactListInteractor/eventViewReady()`` besides
/// the contacts: between the list's Start and End, why the contacts could not be loaded.
@MainActor
protocol ContactListViewReadyOutput: AnyObject {
    /// The contacts could not be loaded.
    func present(error: ServiceError)
}

/// The contacts, between Start and End: what the use case sends for
/// ``ContactListInteractor/eventSearch(_:)`` and ``ContactListInteractor/eventViewReady()`` (filtered
/// by the search captured last). One presentation model per matching contact; or, between Start
/// and End, that the user has no contacts or that none matches.
@MainActor
protocol ContactListContactsOutput: AnyObject {
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

import Domain
import Foundation
import OrderDetailInterface
import OrderEntryInterface
import ViperKit

/// What the contact detail presenter can ask of its view. For
/// ``ContactDetailPresenter/eventViewReady(maxHeight:)`` and ``ContactDetailPresenter/eventRetry()``:
/// "Loading contact…", then the contact with its orders, or the error in its place; when order
/// entry reported a saved order and when the screen is shown again: the orders again.
@MainActor
protocol ContactDetailView: AnyObject {
    /// Shows that the contact is loading: `title`, and `message` in place of the content.
    func showLoading(title: String, message: String)
    /// Shows the contact's details, the offline notice and the buttons.
    func show(contact: ContactDetailViewModel)
    /// Shows the error view in place of the contact.
    func show(error: ContactDetailErrorViewModel)
    /// Shows the orders again, reading every row through the presenter's indexed accessor.
    func showOrderList()
}

/// What the contact detail view tells its presenter, one `event…` per thing that happened, and the
/// indexed accessor it reads the order rows through.
@MainActor
protocol ContactDetailPresenter: AnyObject {
    /// How many order rows the screen shows.
    var orderRowCount: Int { get }
    /// The order row at `index` (`0 ..< orderRowCount`).
    func orderRow(at index: Int) -> ContactDetailOrderRowViewModel
    /// The cell kind of the order row at `index` (`0 ..< orderRowCount`).
    func orderCellKind(at index: Int) -> CellKind
    /// The height of the order row at `index` (`0 ..< orderRowCount`).
    func orderCellHeight(at index: Int) -> RowHeight
    /// The view is ready; `maxHeight` is the height it has for the orders, which the rows that
    /// stand in for them (no orders, an error) take.
    func eventViewReady(maxHeight: RowHeight)
    /// The user asked to load the contact again.
    func eventRetry()
    /// The user pressed "New order".
    func eventNewOrder()
    /// The user selected the row of order `id`.
    func eventSelectOrder(id: String)
    /// The screen is shown again (Back to it, its tab selected, a reload).
    func eventViewAppeared()
}

/// The contact detail's use case: one contact and that contact's orders, newest first, and the
/// orders saved while the detail is open. Each event's outcome goes to its output,
/// ``ContactDetailViewReadyOutput`` and ``ContactDetailOrdersOutput``, as presentation models.
@MainActor
protocol ContactDetailInteractor: AnyObject {
    /// The view is ready, or the user retries: fetches the contact and its orders. A call while a
    /// load runs is ignored.
    func eventViewReady()
    /// An order of this contact was saved (the order entry module said so): reads the contact's
    /// orders again, the saved one among them, and sends them. Ignored until the contact is loaded.
    func eventOrderSaved()
    /// The screen is shown again: reads the contact's orders again and sends them, so a status
    /// that changed meanwhile (an order the outbox has since sent) shows. Ignored until the contact
    /// is loaded.
    func eventViewAppeared()
}

/// Everything the contact detail's use case outputs, to its presenter: the contact for
/// ``ContactDetailInteractor/eventViewReady()``, and the orders for every event.
typealias ContactDetailInteractorOutput = ContactDetailViewReadyOutput & ContactDetailOrdersOutput

/// What the contact detail's use case sends for ``ContactDetailInteractor/eventViewReady()``
/// besides the orders: the contact, then its orders through ``ContactDetailOrdersOutput`` (or
/// ``presentNoOrders()`` between their Start and End); or only the error when the contact could
/// not be loaded.
@MainActor
protocol ContactDetailViewReadyOutput: AnyObject {
    /// The contact.
    func present(contact: ContactDetailPresentationModel)
    /// The contact could not be loaded: the whole screen is the error.
    func present(error: ServiceError)
    /// The contact has no orders.
    func presentNoOrders()
}

/// The contact's orders, between Start and End, newest first: what the use case sends for
/// ``ContactDetailInteractor/eventViewReady()`` after the contact, for
/// ``ContactDetailInteractor/eventOrderSaved()`` (the saved one on top) and for
/// ``ContactDetailInteractor/eventViewAppeared()``.
@MainActor
protocol ContactDetailOrdersOutput: AnyObject {
    /// The list of orders begins; `cachedAt` is when the orders loaded were saved on this device if
    /// they are the offline copy, `nil` when they are fresh.
    func presentOrderListStart(cachedAt: Date?)
    /// One order, newest first.
    func present(order: ContactDetailOrderPresentationModel)
    /// The orders could not be read: on the first load in place of the orders; on a later read
    /// those listed before stay, with this error under them.
    func present(ordersError: ServiceError)
    /// The list of orders is complete.
    func presentOrderListEnd()
}

/// Where the contact detail can go.
@MainActor
protocol ContactDetailRouter: AnyObject {
    /// Shows a new order for contact `contactID`, reporting saved orders to `delegate`.
    func routeToNewOrder(contactID: Int64, delegate: (any OrderEntryDelegate)?)
    /// Shows order `id`, reporting what the user did there (sent it again) to `delegate`.
    func routeToOrder(id: String, delegate: (any OrderDetailDelegate)?)
}

import Domain
import Foundation
import OrderDetailInterface
import OrderEntryInterface
import ViperKit

/// The contact detail presenter, in both its roles.
///
/// As the view's presenter it turns events into the use case's events for the contact it was built
/// for, and routes "New order" to the order entry module with itself as the
/// ``OrderEntryDelegate``: a saved order's id comes back here, and the use case reads the contact's
/// orders again, the new one on top. As ``ContactDetailInteractorOutput`` it keeps the contact, collects the
/// order rows between Start and End and shows them with the contact at End; the view reads them
/// through ``orderRow(at:)``. How it words and formats the contact and each order is in
/// `ContactDetailDefaultPresenter+ViewModels.swift`.
@MainActor
final class ContactDetailDefaultPresenter:
    ContactDetailPresenter, ContactDetailInteractorOutput, OrderEntryDelegate, OrderDetailDelegate
{
    weak var view: (any ContactDetailView)?
    /// The id of the contact shown.
    let contactID: Int64
    /// The language and time zone of its words, dates, numbers and money.
    let formatting: Formatting
    /// The module's own words, in ``formatting``'s language.
    let strings: StringTable
    /// The current time, to tell a copy saved today from an older one.
    let now: () -> Date

    private let interactor: any ContactDetailInteractor
    private let router: any ContactDetailRouter
    private let contactErrorWording: ServiceErrorWording
    private let ordersErrorWording: ServiceErrorWording

    /// The contact, once loaded.
    private var contact: ContactDetailPresentationModel?
    /// The order rows shown.
    private var orderRows: [ContactDetailOrderRowViewModel] = []
    /// The order rows being received, between Start and End.
    private var incomingOrderRows: [ContactDetailOrderRowViewModel] = []
    /// When the orders shown were saved on this device, if they are the offline copy.
    private var ordersCachedAt: Date?
    private var isLoading = false
    /// The height the view has for the list, kept from ready: the message and error rows take it.
    private var maxHeight = RowHeight.automatic

    /// Creates the presenter of contact `contactID`; it holds `interactor` and `router` strongly.
    /// - Parameters:
    ///   - formatting: The language of its words (from the module's own string table), dates,
    ///     numbers and money, and the time zone of the order dates and of the offline notice.
    ///   - now: The current time, to tell a copy saved today from an older one.
    init(
        contactID: Int64,
        interactor: any ContactDetailInteractor,
        router: any ContactDetailRouter,
        formatting: Formatting,
        now: @escaping () -> Date = Date.init
    ) {
        self.contactID = contactID
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        self.contactErrorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "contact.error", words: strings.word(for:))
        self.ordersErrorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "contact.orders.error", words: strings.word(for:))
        self.now = now
    }

    // MARK: - ContactDetailPresenter

    /// How many order rows the screen shows.
    var orderRowCount: Int { orderRows.count }

    /// The order row at `index`.
    func orderRow(at index: Int) -> ContactDetailOrderRowViewModel { orderRows[index] }

    /// The cell kind of the order row at `index`.
    func orderCellKind(at index: Int) -> CellKind { orderRows[index].cellKind }

    /// The height of order row `index`: the height left for the list for the message and error
    /// rows, which stand in for the orders, as tall as its content for an order.
    func orderCellHeight(at index: Int) -> RowHeight {
        switch orderRows[index] {
        case .order: .automatic
        case .noOrders, .error: maxHeight
        }
    }

    /// Keeps the view's height for the rows that fill it, shows "Loading contact…" and asks the use
    /// case for the contact.
    func eventViewReady(maxHeight: RowHeight) {
        self.maxHeight = maxHeight
        load()
    }

    /// Loads the contact again.
    func eventRetry() {
        load()
    }

    /// Asks the use case for the orders again, without showing Loading: the screen stays as it is
    /// unless an order changed.
    func eventViewAppeared() {
        guard contact != nil, !isLoading else { return }
        interactor.eventViewAppeared()
    }

    /// Opens a new order for this contact, reporting saved orders back to this presenter.
    func eventNewOrder() {
        guard contact != nil, !isLoading else { return }
        router.routeToNewOrder(contactID: contactID, delegate: self)
    }

    /// Opens the order, if it is a row of the orders shown, with this presenter hearing whether
    /// it was sent again.
    func eventSelectOrder(id: String) {
        let isShown = orderRows.contains { row in
            if case .order(let order) = row { return order.id == id }
            return false
        }
        guard isShown else { return }
        router.routeToOrder(id: id, delegate: self)
    }

    // MARK: - OrderDetailDelegate

    /// An order was sent again from its detail: the use case reads the orders again.
    func orderDetail(didSendAgainOrderWithID id: String) {
        interactor.eventOrderSaved()
    }

    // MARK: - OrderEntryDelegate

    /// Tells the use case an order was saved; it reads the orders again, so the id is not needed
    /// here (order entry was opened for this contact only).
    func orderEntry(didSaveOrderWithID id: Order.ID) {
        interactor.eventOrderSaved()
    }

    // MARK: - ContactDetailInteractorOutput

    /// Keeps the contact; it is shown with its orders at the end of their list.
    func present(contact: ContactDetailPresentationModel) {
        self.contact = contact
    }

    /// Shows the error view, with a retry unless the contact no longer exists.
    func present(error: ServiceError) {
        isLoading = false
        guard error != .cancelled else { return }
        view?.show(
            error: ContactDetailErrorViewModel(
                title: strings["contact.title"],
                message: contactErrorWording.message(for: error),
                retryTitle: error == .notFound ? nil : strings["contact.retry"]
            )
        )
    }

    /// Starts collecting the order rows.
    func presentOrderListStart(cachedAt: Date?) {
        incomingOrderRows = []
        ordersCachedAt = cachedAt
    }

    /// Adds the order's row: product, quantity, total as currency, date and status.
    func present(order: ContactDetailOrderPresentationModel) {
        incomingOrderRows.append(.order(orderViewModel(order)))
    }

    /// Adds the "No orders yet" row.
    func presentNoOrders() {
        incomingOrderRows.append(.noOrders(message: strings["contact.no-orders"]))
    }

    /// Adds the row saying the orders could not be loaded.
    func present(ordersError: ServiceError) {
        incomingOrderRows.append(.error(message: ordersErrorWording.message(for: ordersError)))
    }

    /// Shows the contact with the collected order rows.
    func presentOrderListEnd() {
        isLoading = false
        orderRows = incomingOrderRows
        incomingOrderRows = []
        guard let contact else { return }
        view?.show(contact: contactViewModel(contact, ordersCachedAt: ordersCachedAt))
        view?.showOrderList()
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        view?.showLoading(title: contact?.name ?? strings["contact.title"], message: strings["contact.loading"])
        interactor.eventViewReady()
    }
}

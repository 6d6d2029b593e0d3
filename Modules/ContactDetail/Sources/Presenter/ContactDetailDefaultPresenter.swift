import Domain
import Foundation
import OrderEntryInterface
import ViperKit

/// The contact detail presenter (seed 002's Presenter in both its roles).
///
/// As the view's presenter it asks the use case for the contact it was built for, and routes "New
/// order" to the order entry module with itself as the ``OrderEntryDelegate``: a saved order comes
/// back here and goes to the use case, which puts it on top with no second fetch. As
/// ``ContactDetailInteractorOutput`` it formats the contact and each order (money in its currency,
/// dates and numbers for its language's locale, dates in the injected time zone), collects the order
/// rows between Start and End and shows them at End; the view reads them through ``orderRow(at:)``.
/// Every word it shows comes from the module's own string table, in the language it was made with.
@MainActor
final class ContactDetailDefaultPresenter: ContactDetailPresenter, ContactDetailInteractorOutput, OrderEntryDelegate {
    /// The view, held weakly: the view holds the presenter.
    weak var view: (any ContactDetailView)?
    /// The id of the contact shown.
    let contactID: Int64

    private let interactor: any ContactDetailInteractor
    private let router: any ContactDetailRouter
    private let dates: Formatting
    private let strings: StringTable
    private let contactErrorWording: ServiceErrorWording
    private let ordersErrorWording: ServiceErrorWording
    private let now: () -> Date

    /// The contact, once loaded.
    private var contact: ContactDetailPresentationModel?
    /// The order rows shown.
    private var orderRows: [ContactDetailOrderRowViewModel] = []
    /// The order rows being received, between Start and End.
    private var incomingOrderRows: [ContactDetailOrderRowViewModel] = []
    /// When the orders shown were saved on this device, if they are the offline copy.
    private var ordersCachedAt: Date?
    private var isLoading = false

    /// Creates the presenter of contact `contactID`; it holds `interactor` and `router` strongly.
    /// - Parameters:
    ///   - timeZone: The time zone of the order dates and of the offline notice.
    ///   - language: The language of its words (from the module's own string table) and of its
    ///     dates, numbers and money.
    ///   - now: The current time, to tell a copy saved today from an older one.
    init(
        contactID: Int64,
        interactor: any ContactDetailInteractor,
        router: any ContactDetailRouter,
        timeZone: TimeZone = .current,
        language: Language = .english,
        now: @escaping () -> Date = Date.init
    ) {
        self.contactID = contactID
        self.interactor = interactor
        self.router = router
        self.dates = Formatting(timeZone: timeZone, language: language)
        let strings = StringTable(bundle: .module, language: language)
        self.strings = strings
        self.contactErrorWording = .contactDetail(strings)
        self.ordersErrorWording = .contactOrders(strings)
        self.now = now
    }

    // MARK: - ContactDetailPresenter

    /// How many order rows the screen shows.
    var orderRowCount: Int { orderRows.count }

    /// The order row at `index`.
    func orderRow(at index: Int) -> ContactDetailOrderRowViewModel { orderRows[index] }

    /// The cell kind of the order row at `index`.
    func orderCellKind(at index: Int) -> CellKind { orderRows[index].cellKind }

    /// Shows "Loading contact…" and asks the use case for the contact.
    func viewDidLoad() {
        load()
    }

    /// Loads the contact again.
    func didTapRetry() {
        load()
    }

    /// Opens a new order for this contact, reporting saved orders back to this presenter.
    func didTapNewOrder() {
        guard contact != nil, !isLoading else { return }
        router.routeToNewOrder(contactID: contactID, delegate: self)
    }

    // MARK: - OrderEntryDelegate

    /// Hands the saved order to the use case, which puts it on top of the orders.
    func orderEntry(didSave order: Order) {
        interactor.addSavedOrder(order)
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
        let status = status(order.status)
        incomingOrderRows.append(
            .order(
                ContactDetailOrderViewModel(
                    id: order.id,
                    product: order.productName,
                    quantity: strings.format("contact.order.quantity", order.quantity),
                    total: order.total.formatted(for: strings.language.locale),
                    date: dates.dayAndTime(order.createdAt),
                    status: status.text,
                    statusTone: status.tone
                )
            )
        )
    }

    /// "Sent", "Pending", or "Not sent" for an order the server refused, as order entry and the
    /// history say it. (Written with `if` rather than a `switch`, so a status added to the domain
    /// reads as "Not sent" instead of breaking the build.)
    private func status(_ status: OrderStatus) -> (text: String, tone: Tone) {
        if status == .sent { return (strings["contact.status.sent"], .positive) }
        if status == .pending { return (strings["contact.status.pending"], .secondary) }
        return (strings["contact.status.not-sent"], .negative)
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
        let notice = [contact.cachedAt, ordersCachedAt].compactMap(\.self).min().map(offlineNotice(savedAt:))
        view?.show(
            contact: ContactDetailViewModel(
                title: contact.name,
                notice: notice,
                rows: [
                    ContactDetailRowViewModel(
                        id: "phone", title: strings["contact.phone"], detail: contact.phone, link: Self.phoneLink(contact.phone)),
                    ContactDetailRowViewModel(id: "address", title: strings["contact.address"], detail: contact.address),
                    ContactDetailRowViewModel(id: "company", title: strings["contact.company"], detail: contact.company),
                ],
                ordersTitle: strings["contact.orders"],
                newOrderTitle: strings["contact.new-order"],
                retryTitle: notice == nil ? nil : strings["contact.retry"]
            )
        )
        view?.showOrderList()
    }

    // MARK: - Formatting

    /// The `tel:` link of `phone` (its digits and a leading +), if it has digits.
    private nonisolated static func phoneLink(_ phone: String) -> URL? {
        let dialable = phone.filter { $0.isASCII && ($0.isNumber || $0 == "+") }
        return dialable.contains(where: \.isNumber) ? URL(string: "tel:\(dialable)") : nil
    }

    /// "Offline — showing the contact saved at 14:05"; "… saved on 21 Nov 2026 at 09:15" when it
    /// was not today ("Offline — du siehst den Kontakt, wie er um 14:05 gespeichert wurde" in German).
    private func offlineNotice(savedAt: Date) -> String {
        strings.format("contact.offline", dates.savedAt(savedAt, now: now()))
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        view?.showLoading(title: contact?.name ?? strings["contact.title"], message: strings["contact.loading"])
        interactor.loadContact(id: contactID)
    }
}

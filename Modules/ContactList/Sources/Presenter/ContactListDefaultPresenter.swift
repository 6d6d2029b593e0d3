import Domain
import Foundation
import ViperKit

/// The contact list presenter, in both its roles.
///
/// As the view's presenter it turns events into the use case's events (trimming the search text
/// first) or routes. As ``ContactListInteractorOutput`` it formats each presentation model into a
/// row view model, collecting the rows between Start and End and showing the list at End, so the
/// view never sees half a list; the view then reads the rows through ``rowCount`` and
/// ``row(at:)``. Every word it shows comes from the module's own string table, in the language it
/// was made with.
@MainActor
final class ContactListDefaultPresenter: ContactListPresenter, ContactListInteractorOutput {
    weak var view: (any ContactListView)?

    private let interactor: any ContactListInteractor
    private let router: any ContactListRouter
    private let formatting: Formatting
    private let strings: StringTable
    private let errorWording: ServiceErrorWording
    private let now: () -> Date

    /// The rows shown.
    private var rows: [ContactListRowViewModel] = []
    /// The rows of the list being received, between Start and End.
    private var incomingRows: [ContactListRowViewModel] = []
    /// When the contacts shown were saved on this device, if they are the offline copy.
    private var cachedAt: Date?
    private var incomingCachedAt: Date?
    private var isLoading = false
    /// The search text, as shown in the search field.
    private var searchText = ""
    /// The height the view has for the list, kept from ready: the message and error rows take it.
    private var maxHeight = RowHeight.automatic

    /// Creates the presenter; it holds `interactor` and `router` strongly.
    /// - Parameters:
    ///   - formatting: The language of its words (from the module's own string table), and the
    ///     language and time zone of the offline notice's time.
    ///   - now: The current time, to tell a copy saved today from an older one.
    init(
        interactor: any ContactListInteractor,
        router: any ContactListRouter,
        formatting: Formatting,
        now: @escaping () -> Date = Date.init
    ) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        self.errorWording = ServiceErrorWording(locale: strings.language.locale, prefix: "contacts.error", words: strings.word(for:))
        self.now = now
    }

    // MARK: - ContactListPresenter

    /// How many rows the list shows.
    var rowCount: Int { rows.count }

    /// The row at `index`.
    func row(at index: Int) -> ContactListRowViewModel { rows[index] }

    /// The cell kind of the row at `index`.
    func cellKind(at index: Int) -> CellKind { rows[index].cellKind }

    /// The height of the row at `index`: the list's whole height for the message and error rows,
    /// which stand in for the contacts, as tall as its content for a contact.
    func cellHeight(at index: Int) -> RowHeight {
        switch rows[index] {
        case .contact: .automatic
        case .noContacts, .error: maxHeight
        }
    }

    /// Keeps the view's height for the rows that fill it, shows "Loading contacts…" and asks the
    /// use case for the contacts.
    func eventViewReady(maxHeight: RowHeight) {
        self.maxHeight = maxHeight
        load()
    }

    /// Asks the use case for the contacts again, without showing Loading: the list changes only
    /// if the contacts did. Nothing before the first list arrived.
    func eventViewAppeared() {
        guard !isLoading, !rows.isEmpty else { return }
        interactor.eventViewReady()
    }

    /// Trims the text and asks the use case for the contacts matching it.
    func eventSearch(_ text: String) {
        searchText = text.trimmingCharacters(in: .whitespacesAndNewlines)
        render()
        interactor.eventSearch(searchText)
    }

    /// Opens the contact, if it is a row of the list shown.
    func eventSelectContact(id: Int64) {
        let isShown = rows.contains { row in
            if case .contact(let contact) = row { return contact.id == id }
            return false
        }
        guard isShown else { return }
        router.routeToContact(id: id)
    }

    /// Loads the contacts again.
    func eventRetry() {
        load()
    }

    /// Opens the order history.
    func eventShowOrders() {
        router.routeToOrderHistory()
    }

    // MARK: - ContactListInteractorOutput

    /// Starts collecting a new list.
    func presentContactListStart(cachedAt: Date?) {
        incomingRows = []
        incomingCachedAt = cachedAt
    }

    /// Adds the contact's row.
    func present(contact: ContactListPresentationModel) {
        incomingRows.append(.contact(ContactListContactViewModel(id: contact.id, name: contact.name, phone: contact.phone)))
    }

    /// Adds the "No contacts found" row.
    func presentNoContactsFound() {
        incomingRows.append(.noContacts(message: strings["contacts.empty"]))
    }

    /// Adds the row saying that no contact matches the search.
    func presentNoContacts(matching query: String) {
        incomingRows.append(.noContacts(message: strings.format("contacts.no-match", query)))
    }

    /// Adds the error row, unless the load was cancelled.
    func present(error: ServiceError) {
        guard error != .cancelled else { return }
        incomingRows.append(.error(message: errorWording.message(for: error)))
    }

    /// Shows the collected list.
    func presentContactListEnd() {
        rows = incomingRows
        cachedAt = incomingCachedAt
        incomingRows = []
        isLoading = false
        render()
        view?.showContactList()
    }

    // MARK: - Helpers

    private func load() {
        guard !isLoading else { return }
        isLoading = true
        rows = []
        render()
        view?.showContactList()
        interactor.eventViewReady()
    }

    private func render() {
        let hasError = rows.contains { if case .error = $0 { true } else { false } }
        view?.display(
            ContactListViewModel(
                title: strings["contacts.title"],
                status: isLoading ? .loading(strings["contacts.loading"]) : .ready,
                notice: isLoading ? nil : cachedAt.map(offlineNotice(savedAt:)),
                searchLabel: strings["contacts.search.label"],
                searchText: searchText,
                searchTitle: strings["contacts.search.button"],
                orderHistoryTitle: strings["contacts.order-history"],
                retryTitle: !isLoading && (hasError || cachedAt != nil) ? strings["contacts.retry"] : nil
            )
        )
    }

    /// "Offline — showing contacts saved at 14:05"; "… saved on 21 Nov 2026 at 09:15" when it was
    /// not today ("Offline — du siehst Kontakte, die um 14:05 gespeichert wurden" in German).
    private func offlineNotice(savedAt: Date) -> String {
        strings.format("contacts.offline", formatting.savedAt(savedAt, now: now()))
    }
}

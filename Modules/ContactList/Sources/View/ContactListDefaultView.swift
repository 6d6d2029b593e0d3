import ViperKit

/// The contact list screen: a search field, the contacts (or the message row that there are none,
/// or the error row) and the "Order history" and retry buttons.
@MainActor
final class ContactListDefaultView: PresenterView<any ContactListPresenter>, ContactListView {
    /// The id of the section of contacts.
    nonisolated static let contactsSectionID = "contacts"
    /// The id of the search field, which keys its text in the submitted form.
    nonisolated static let searchFieldID = "query"
    /// The id of the search action.
    nonisolated static let searchActionID = "search"
    /// The id of the "Order history" action.
    nonisolated static let orderHistoryActionID = "order-history"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            // The list's height is the browser's to know: the shell makes a `.fill` row take it.
            presenter.eventViewReady(maxHeight: .fill)
        case .appear:
            presenter.eventViewAppeared()
        case .action(Self.searchActionID, form: let form):
            presenter.eventSearch(form[Self.searchFieldID] ?? "")
        case .action(Self.orderHistoryActionID, form: _):
            presenter.eventShowOrders()
        case .action(Self.retryActionID, form: _):
            presenter.eventRetry()
        case .select(section: Self.contactsSectionID, row: let row):
            if let id = Int64(row) { presenter.eventSelectContact(id: id) }
        default:
            break
        }
    }

    // MARK: - ContactListView

    /// Draws the title, status, notice, search field and toolbar; the rows are left as they are.
    func display(_ viewModel: ContactListViewModel) {
        var actions = [ScreenAction(id: Self.orderHistoryActionID, title: viewModel.orderHistoryTitle)]
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let form = ScreenForm(
            fields: [ScreenField(id: Self.searchFieldID, label: viewModel.searchLabel, value: viewModel.searchText, kind: .search)],
            submit: ScreenAction(id: Self.searchActionID, title: viewModel.searchTitle)
        )
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.form = form
            screen.actions = actions
        }
    }

    /// Replaces the contacts section with the presenter's rows.
    func showContactList() {
        let rows = (0 ..< presenter.rowCount).map(row(at:))
        update { screen in
            screen.sections = rows.isEmpty ? [] : [ScreenSection(id: Self.contactsSectionID, rows: rows)]
        }
    }

    /// The cell for row `index`, drawn by its cell kind.
    private func row(at index: Int) -> ScreenRow {
        let kind = presenter.cellKind(at: index)
        let height = presenter.cellHeight(at: index)
        switch presenter.row(at: index) {
        case .contact(let contact):
            return ScreenRow(id: String(contact.id), kind: kind, title: contact.name, detail: contact.phone, isSelectable: true, height: height)
        case .noContacts(let message):
            return ScreenRow(id: "no-contacts", kind: kind, title: message, tone: .secondary, height: height)
        case .error(let message):
            return ScreenRow(id: "error", kind: kind, title: message, tone: .negative, height: height)
        }
    }
}

import ViperKit

/// The contact detail screen: the contact's phone, address and company, its orders, a "New order"
/// button, and the error view in place of it all when the contact could not be loaded.
@MainActor
final class ContactDetailDefaultView: PresenterView<any ContactDetailPresenter>, ContactDetailView {
    /// The id of the section of the contact's details.
    nonisolated static let detailsSectionID = "details"
    /// The id of the section of the contact's orders.
    nonisolated static let ordersSectionID = "orders"
    /// The id of the "New order" action.
    nonisolated static let newOrderActionID = "new-order"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            // The list's height is the browser's to know: the shell makes a `.fill` row take it.
            presenter.eventViewReady(maxHeight: .fill)
        case .appear:
            presenter.eventViewAppeared()
        case .action(Self.newOrderActionID, form: _):
            presenter.eventNewOrder()
        case .action(Self.retryActionID, form: _):
            presenter.eventRetry()
        case .select(section: Self.ordersSectionID, row: let row):
            presenter.eventSelectOrder(id: row)
        default:
            break
        }
    }

    // MARK: - ContactDetailView

    /// Shows the loading status alone.
    func showLoading(title: String, message: String) {
        update { screen in
            screen.title = title
            screen.status = .loading(message)
            screen.notice = nil
            screen.sections = []
            screen.actions = []
        }
    }

    /// Shows the details section, the notice and the buttons; the orders section keeps its rows.
    func show(contact: ContactDetailViewModel) {
        let details = ScreenSection(
            id: Self.detailsSectionID,
            rows: contact.rows.map { ScreenRow(id: $0.id, title: $0.title, detail: $0.detail, link: $0.link) }
        )
        let orders = ScreenSection(
            id: Self.ordersSectionID,
            title: contact.ordersTitle,
            rows: screen.section(Self.ordersSectionID)?.rows ?? []
        )
        var actions = [ScreenAction(id: Self.newOrderActionID, title: contact.newOrderTitle, role: .primary)]
        if let retryTitle = contact.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle))
        }
        update { screen in
            screen.title = contact.title
            screen.status = .ready
            screen.notice = contact.notice
            screen.sections = [details, orders]
            screen.actions = actions
        }
    }

    /// Shows the error alone, with the retry button when there is one.
    func show(error: ContactDetailErrorViewModel) {
        let actions = error.retryTitle.map { [ScreenAction(id: Self.retryActionID, title: $0, role: .primary)] } ?? []
        update { screen in
            screen.title = error.title
            screen.status = .failed(error.message)
            screen.notice = nil
            screen.sections = []
            screen.actions = actions
        }
    }

    /// Replaces the orders section's rows with the presenter's.
    func showOrderList() {
        let rows = (0 ..< presenter.orderRowCount).map(orderRow(at:))
        update { screen in
            guard let index = screen.sections.firstIndex(where: { $0.id == Self.ordersSectionID }) else { return }
            screen.sections[index].rows = rows
        }
    }

    /// The cell for order row `index`, drawn by its cell kind.
    private func orderRow(at index: Int) -> ScreenRow {
        let kind = presenter.orderCellKind(at: index)
        let height = presenter.orderCellHeight(at: index)
        switch presenter.orderRow(at: index) {
        case .order(let order):
            return ScreenRow(
                id: order.id,
                kind: kind,
                title: "\(order.product) \(order.quantity)",
                detail: [order.total, order.date, order.status].joined(separator: " · "),
                tone: order.statusTone,
                isSelectable: true,
                height: height
            )
        case .noOrders(let message):
            return ScreenRow(id: "no-orders", kind: kind, title: message, tone: .secondary, height: height)
        case .error(let message):
            return ScreenRow(id: "error", kind: kind, title: message, tone: .negative, height: height)
        }
    }
}

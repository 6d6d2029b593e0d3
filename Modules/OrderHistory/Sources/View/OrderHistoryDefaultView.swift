import ViperKit

/// The order history screen: one section per day, titled with the day, holding its orders and a
/// last row with the day's total, then a section with the total of all orders.
@MainActor
final class OrderHistoryDefaultView: PresenterView<any OrderHistoryPresenter>, OrderHistoryView {
    /// The id of the section with the total of all orders.
    nonisolated static let grandTotalSectionID = "all-orders"
    /// The id of a day's total row (the last row of each day).
    nonisolated static let dayTotalRowID = "total"
    /// The cell kind of total rows (shells that do not know it draw a basic row).
    nonisolated static let totalCellKind = CellKind(rawValue: "order-history.total")
    nonisolated static let retryActionID = "retry"

    /// Forwards the first placement and the retry to the presenter.
    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.eventViewReady()
        case .appear:
            presenter.eventViewAppeared()
        case .action(Self.retryActionID, form: _):
            presenter.eventRetry()
        case .select(section: _, row: let row) where row != Self.dayTotalRowID:
            presenter.eventSelectOrder(id: row)
        default:
            break
        }
    }

    // MARK: - OrderHistoryView

    /// Draws the title, status, notice, days (read through the presenter's indexed accessor),
    /// grand total and retry button.
    func display(_ viewModel: OrderHistoryViewModel) {
        var sections = (0 ..< presenter.dayCount).map(daySection(at:))
        if let title = viewModel.grandTotalTitle, let total = viewModel.grandTotal {
            sections.append(
                ScreenSection(
                    id: Self.grandTotalSectionID,
                    rows: [ScreenRow(id: Self.dayTotalRowID, kind: Self.totalCellKind, title: title, detail: total)]
                )
            )
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.sections = sections
            screen.actions = viewModel.retryTitle.map { [ScreenAction(id: Self.retryActionID, title: $0, role: .primary)] } ?? []
        }
    }

    /// Day `index`'s section: its orders, then a last row with the day's total.
    private func daySection(at index: Int) -> ScreenSection {
        let day = presenter.day(at: index)
        let orders = (0 ..< presenter.orderCount(inDay: index)).map { presenter.order(at: $0, inDay: index) }
        return ScreenSection(
            id: day.id,
            title: day.title,
            rows: orders.map { ScreenRow(id: $0.id, kind: .subtitle, title: $0.title, detail: $0.detail, tone: $0.tone, isSelectable: true) }
                + [ScreenRow(id: Self.dayTotalRowID, kind: Self.totalCellKind, title: day.totalTitle, detail: day.total)]
        )
    }
}

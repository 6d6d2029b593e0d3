import ViperKit

/// The order detail screen: the order's lines (whom for, product, quantity, prices, tax, total,
/// when saved, status and the reason it is not sent), "Send again" for an order the server does not
/// have, and "Try again" after a failed load.
@MainActor
final class OrderDetailDefaultView: PresenterView<any OrderDetailPresenter>, OrderDetailView {
    /// The id of the section holding the order's lines.
    nonisolated static let detailsSectionID = "order"
    /// The id of the "Send again" action.
    nonisolated static let sendAgainActionID = "send-again"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.eventViewReady()
        case .appear:
            presenter.eventViewAppeared()
        case .action(Self.sendAgainActionID, form: _):
            presenter.eventSendAgain()
        case .action(Self.retryActionID, form: _):
            presenter.eventRetry()
        default:
            break
        }
    }

    // MARK: - OrderDetailView

    /// Draws the title, status, notice, the order's lines and the buttons.
    func display(_ viewModel: OrderDetailViewModel) {
        var actions: [ScreenAction] = []
        if let sendAgainTitle = viewModel.sendAgainTitle {
            actions.append(ScreenAction(id: Self.sendAgainActionID, title: sendAgainTitle, role: .primary, isEnabled: viewModel.isSendAgainEnabled))
        }
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let rows = viewModel.rows.map { ScreenRow(id: $0.id, title: $0.title, detail: $0.detail, tone: $0.tone) }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.sections = rows.isEmpty ? [] : [ScreenSection(id: Self.detailsSectionID, rows: rows)]
            screen.actions = actions
        }
    }
}

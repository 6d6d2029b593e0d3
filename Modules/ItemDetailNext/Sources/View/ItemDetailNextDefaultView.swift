import ViperKit

/// The item detail screen: the item's name, creation date and status, whose line enables or
/// disables the item where it is shown (no separate button), and a button that shares it.
@MainActor
final class ItemDetailNextDefaultView: PresenterView<any ItemDetailNextPresenter>, ItemDetailNextView {
    /// The id of the section holding the item's details.
    nonisolated static let detailsSectionID = "details"
    /// The id of the status line, which enables or disables the item when selected.
    nonisolated static let statusRowID = "status"
    /// The id of the share action.
    nonisolated static let shareActionID = "share"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .appear:
            presenter.viewWillAppear()
        case .select(section: Self.detailsSectionID, row: Self.statusRowID):
            presenter.didSelectStatus()
        case .action(Self.shareActionID, form: _):
            presenter.didTapShare()
        case .action(Self.retryActionID, form: _):
            presenter.didTapRetry()
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        default:
            break
        }
    }

    // MARK: - ItemDetailView

    /// Draws the title, status, detail rows (the status line selectable) and the share and retry
    /// buttons.
    func display(_ viewModel: ItemDetailNextViewModel) {
        var actions: [ScreenAction] = []
        if let shareTitle = viewModel.shareTitle {
            actions.append(ScreenAction(id: Self.shareActionID, title: shareTitle))
        }
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let rows = viewModel.rows.map { row in
            ScreenRow(id: row.id, title: row.title, detail: row.detail, tone: row.tone, isSelectable: row.isSelectable)
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.sections = rows.isEmpty ? [] : [ScreenSection(id: Self.detailsSectionID, rows: rows)]
            screen.actions = actions
        }
    }
}

import ViperKit

/// The item detail screen: the item's name, creation date and status, a button that enables or
/// disables it and one that shares it.
@MainActor
final class ItemDetailDefaultView: PresenterView<any ItemDetailPresenter>, ItemDetailView {
    /// The id of the section holding the item's details.
    nonisolated static let detailsSectionID = "details"
    /// The id of the enable/disable action.
    nonisolated static let toggleActionID = "toggle"
    /// The id of the share action.
    nonisolated static let shareActionID = "share"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .appear:
            presenter.viewWillAppear()
        case .action(Self.toggleActionID, form: _):
            presenter.didTapToggle()
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

    /// Draws the title, status, detail rows and the toggle and retry buttons.
    func display(_ viewModel: ItemDetailViewModel) {
        var actions: [ScreenAction] = []
        if let toggleTitle = viewModel.toggleTitle {
            actions.append(
                ScreenAction(id: Self.toggleActionID, title: toggleTitle, role: .primary, isEnabled: viewModel.isToggleEnabled)
            )
        }
        if let shareTitle = viewModel.shareTitle {
            actions.append(ScreenAction(id: Self.shareActionID, title: shareTitle))
        }
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let rows = viewModel.rows.map { row in
            ScreenRow(id: row.id, title: row.title, detail: row.detail, tone: row.tone)
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.sections = rows.isEmpty ? [] : [ScreenSection(id: Self.detailsSectionID, rows: rows)]
            screen.actions = actions
        }
    }
}

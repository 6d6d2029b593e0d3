import ViperKit

/// The items list screen: a paged section of items (only the rows of the visible window exist), a
/// "Delete all" toolbar button and the popups around it.
@MainActor
final class ItemsListDefaultView: PresenterView<any ItemsListPresenter>, ItemsListView {
    /// The id of the paged section of items.
    nonisolated static let itemsSectionID = "items"
    /// The id of the "Delete all" toolbar action.
    nonisolated static let deleteAllActionID = "delete-all"
    /// The id of the action that gives the empty list its sample items again.
    nonisolated static let addSampleItemsActionID = "add-samples"
    /// The id of the retry toolbar action.
    nonisolated static let retryActionID = "retry"
    /// The id of the confirmation alert's delete button.
    nonisolated static let confirmDeleteAlertID = "confirm-delete"
    /// The id of the confirmation alert's cancel button.
    nonisolated static let cancelAlertID = "cancel"

    private var placeholderTitle = ""

    /// Creates the view of `presenter`, its items section in place before the first page.
    init(presenter: any ItemsListPresenter) {
        super.init(presenter: presenter, screen: Screen(title: "", sections: [ScreenSection(id: Self.itemsSectionID)]))
    }

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .appear:
            presenter.viewWillAppear()
        case .action(Self.addSampleItemsActionID, form: _):
            presenter.didTapAddSampleItems()
        case .action(Self.deleteAllActionID, form: _):
            presenter.didTapDeleteAll()
        case .action(Self.retryActionID, form: _):
            presenter.didTapRetry()
        case .alert(Self.confirmDeleteAlertID):
            presenter.didConfirmDeleteAll()
        case .alert(Self.cancelAlertID):
            presenter.didCancelDeleteAll()
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        case .select(section: Self.itemsSectionID, row: let row):
            if let id = Int64(row) { presenter.didSelectItem(id: id) }
        case .scroll(section: Self.itemsSectionID, offset: let offset):
            presenter.didScroll(to: offset)
        default:
            break
        }
    }

    // MARK: - ItemsListView

    /// Draws the title, status, notice and toolbar; the rows are left as they are.
    func display(_ viewModel: ItemsListViewModel) {
        placeholderTitle = viewModel.placeholderTitle
        var actions = [
            ScreenAction(
                id: Self.deleteAllActionID,
                title: viewModel.deleteAllTitle,
                role: .destructive,
                isEnabled: viewModel.isDeleteAllEnabled
            )
        ]
        if let addSampleItemsTitle = viewModel.addSampleItemsTitle {
            actions.append(ScreenAction(id: Self.addSampleItemsActionID, title: addSampleItemsTitle, role: .primary))
        }
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.actions = actions
        }
    }

    /// Replaces the items section with the rows of `window`, placeholders where a page is missing.
    func showItems(in window: RowWindow) {
        let rows = window.indices.map(row(at:))
        update { screen in
            screen.sections = [ScreenSection(id: Self.itemsSectionID, rows: rows, window: window)]
        }
    }

    /// Redraws the row at list index `index` if it is in the window shown.
    func reloadItem(at index: Int) {
        guard let window = screen.section(Self.itemsSectionID)?.window, window.indices.contains(index) else { return }
        let row = row(at: index)
        update { screen in
            guard let section = screen.sections.firstIndex(where: { $0.id == Self.itemsSectionID }) else { return }
            let position = index - window.offset
            guard screen.sections[section].rows.indices.contains(position) else { return }
            screen.sections[section].rows[position] = row
        }
    }

    /// Shows the confirmation popup; its buttons send `.alert("confirm-delete")` and `.alert("cancel")`.
    func showDeleteAllConfirmation(title: String, message: String, confirmTitle: String, cancelTitle: String) {
        update { screen in
            screen.alert = ScreenAlert(
                title: title,
                message: message,
                actions: [
                    ScreenAction(id: Self.confirmDeleteAlertID, title: confirmTitle, role: .destructive),
                    ScreenAction(id: Self.cancelAlertID, title: cancelTitle, role: .cancel),
                ]
            )
        }
    }

    // MARK: - Rows

    /// The row for list index `index`: the item, or a placeholder while its page loads.
    private func row(at index: Int) -> ScreenRow {
        guard let item = presenter.item(at: index) else {
            return ScreenRow(id: "placeholder-\(index)", kind: .placeholder, title: placeholderTitle)
        }
        return ScreenRow(
            id: String(item.id),
            kind: .subtitle,
            title: item.name,
            detail: item.date,
            tone: item.tone,
            isSelectable: true
        )
    }
}

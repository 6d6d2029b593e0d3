import ViperKit

/// The employee list screen: a filter form and one section per employee, each row drawn by the cell
/// registered for its cell model's kind (a ``ModelRepresentable`` given the ``CellIdentifiable``
/// model, as a table view dequeues a cell by identifier and sets its model). It keeps the section models it was given; a pressed row
/// goes to its cell, so a button's tap runs the button cell model's action. Everything else is
/// forwarded to the presenter; it decides nothing.
@MainActor
final class EmployeeListDefaultView: PresenterView<any EmployeeListPresenter>, EmployeeListView {
    /// The id of the filter field.
    nonisolated static let filterFieldID = "filter"
    /// The id of the filter form's submit action.
    nonisolated static let filterActionID = "apply-filter"
    /// The id of the action that clears the filter.
    nonisolated static let clearFilterActionID = "clear-filter"
    nonisolated static let retryActionID = "retry"

    /// The cell drawing each kind of cell model, as a table view registers one cell class per
    /// identifier.
    private static let cells: [CellKind: any ModelRepresentable.Type] = [
        .employeeBaseInfo: EmployeeBaseInfoCell.self,
        .employeeWorkplace: EmployeeWorkplaceCell.self,
        .button: ButtonCell.self,
    ]

    /// The section models shown; their button cell models' actions hold their section weakly and
    /// the sections hold the presenter weakly, so nothing cycles.
    private var sections: [EmployeeSectionModel] = []

    /// Forwards each event to the presenter, and a pressed row to its cell.
    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.filterActionID, form: let form):
            presenter.didSubmitFilter(form[Self.filterFieldID] ?? "")
        case .action(Self.clearFilterActionID, form: _):
            presenter.didTapClearFilter()
        case .action(Self.retryActionID, form: _):
            presenter.didTapRetry()
        case .select(section: let sectionID, row: let rowID):
            guard let section = sections.first(where: { $0.id == sectionID }),
                let index = Int(rowID), section.rows.indices.contains(index)
            else { return }
            Self.cell(for: section.rows[index])?.didPress()
        default:
            break
        }
    }

    // MARK: - EmployeeListView

    /// Keeps the section models and draws the title, status, filter, buttons and sections.
    func display(_ viewModel: EmployeeListViewModel) {
        sections = viewModel.sections
        var actions: [ScreenAction] = []
        if let clearFilterTitle = viewModel.clearFilterTitle {
            actions.append(ScreenAction(id: Self.clearFilterActionID, title: clearFilterTitle))
        }
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let form = ScreenForm(
            fields: [ScreenField(id: Self.filterFieldID, label: viewModel.filterLabel, value: viewModel.filter, kind: .search)],
            submit: ScreenAction(id: Self.filterActionID, title: viewModel.filterTitle)
        )
        let screenSections = sections.map(Self.screenSection)
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.form = form
            screen.actions = actions
            screen.sections = screenSections
        }
    }

    /// The section drawing `section`: each cell model by its cell, the row id its index in the
    /// section, so a pressed row finds its cell model again.
    private static func screenSection(_ section: some SectionRowsRepresentable) -> ScreenSection {
        let rows = section.rows.enumerated().compactMap { index, model in
            cell(for: model)?.row(id: String(index))
        }
        return ScreenSection(id: section.id, rows: rows)
    }

    /// The cell registered for `model`'s kind, showing `model`; `nil` for a kind with no cell.
    private static func cell(for model: any CellIdentifiable) -> (any ModelRepresentable)? {
        guard let type = cells[model.cellKind] else { return nil }
        var cell = type.init()
        cell.model = model
        return cell
    }
}

import ViperKit

/// The Contact list screen: a paged list of selectable rows. It draws what the presenter gives it
/// and forwards every event to the presenter, deciding nothing itself.
@MainActor
public final class ContactListDefaultView: ModuleView, ContactListView {
    /// The id of the paged section of records.
    public nonisolated static let recordsSectionID = "records"
    /// The id of the retry action.
    public nonisolated static let retryActionID = "retry"

    private let presenter: any ContactListPresenter

    /// Creates the view; it holds `presenter` strongly, as a view controller does.
    public init(presenter: any ContactListPresenter) {
        self.presenter = presenter
        super.init(screen: Screen(title: ""))
    }

    /// Forwards each event to the matching presenter call.
    override public func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .select(section: Self.recordsSectionID, row: let id):
            presenter.didSelectRecord(id: id)
        case .scroll(section: Self.recordsSectionID, offset: let offset):
            presenter.didScroll(to: offset)
        case .action(Self.retryActionID, form: _):
            presenter.didTapRetry()
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        default:
            break
        }
    }

    // MARK: - ContactListView

    /// Draws the title, the status, the rows of the window shown and the retry button.
    public func display(_ viewModel: ContactListViewModel) {
        let rows = viewModel.rows.map { row in
            ScreenRow(id: row.id, kind: .subtitle, title: row.title, detail: row.detail, isSelectable: true)
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.sections = viewModel.window.map { [ScreenSection(id: Self.recordsSectionID, rows: rows, window: $0)] } ?? []
            screen.actions = viewModel.retryTitle.map { [ScreenAction(id: Self.retryActionID, title: $0, role: .primary)] } ?? []
        }
    }
}

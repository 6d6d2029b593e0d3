import ViperKit

/// The Final screen screen: a title, a message and one action. It draws what the presenter gives it
/// and forwards every event to the presenter, deciding nothing itself.
@MainActor
public final class FinalScreenDefaultView: ModuleView, FinalScreenView {
    /// The id of the section holding the message.
    public nonisolated static let contentSectionID = "content"
    /// The id of the screen's action.
    public nonisolated static let continueActionID = "continue"

    private let presenter: any FinalScreenPresenter

    /// Creates the view; it holds `presenter` strongly, as a view controller does.
    public init(presenter: any FinalScreenPresenter) {
        self.presenter = presenter
        super.init(screen: Screen(title: ""))
    }

    /// Forwards each event to the matching presenter call.
    override public func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.continueActionID, form: _):
            presenter.didTapContinue()
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        default:
            break
        }
    }

    // MARK: - FinalScreenView

    /// Draws the title, the message and the action.
    public func display(_ viewModel: FinalScreenViewModel) {
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.sections = [
                ScreenSection(id: Self.contentSectionID, rows: [ScreenRow(id: "message", title: viewModel.message)]),
            ]
            screen.actions = [
                ScreenAction(
                    id: Self.continueActionID,
                    title: viewModel.actionTitle,
                    role: .primary,
                    isEnabled: viewModel.isActionEnabled
                ),
            ]
        }
    }
}

import ViperKit

/// The Home screen: the tab container's title and its one button, Log out, which a shell shows
/// in the tab bar on every page of the tabs. It forwards every event to the presenter, deciding
/// nothing itself.
@MainActor
final class HomeDefaultView: ModuleView, HomeView {
    /// The id of the Log out button.
    nonisolated static let logOutActionID = "log-out"

    private let presenter: any HomePresenter

    /// Creates the view; it holds `presenter` strongly, as a view controller does.
    init(presenter: any HomePresenter) {
        self.presenter = presenter
        super.init(screen: Screen(title: ""))
    }

    /// Forwards each event to the matching presenter call.
    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.logOutActionID, form: _):
            presenter.didTapLogOut()
        default:
            break
        }
    }

    // MARK: - HomeView

    /// Draws the title, the status and the Log out button.
    func display(_ viewModel: HomeViewModel) {
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.actions = [
                ScreenAction(
                    id: Self.logOutActionID,
                    title: viewModel.logOutTitle,
                    role: .normal,
                    isEnabled: viewModel.isLogOutEnabled
                )
            ]
        }
    }
}

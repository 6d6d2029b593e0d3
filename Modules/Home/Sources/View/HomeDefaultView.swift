import ViperKit

/// The Home screen: the tab container's title and its one button, Log out, which a shell shows in
/// the tab bar on every page of the tabs.
@MainActor
final class HomeDefaultView: PresenterView<any HomePresenter>, HomeView {
    /// The id of the Log out button.
    nonisolated static let logOutActionID = "log-out"

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

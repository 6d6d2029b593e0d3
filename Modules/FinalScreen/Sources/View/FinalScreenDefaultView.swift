import ViperKit

/// The final screen: the selected value and a "Close" button.
@MainActor
final class FinalScreenDefaultView: PresenterView<any FinalScreenPresenter>, FinalScreenView {
    /// The id of the section holding the value.
    nonisolated static let contentSectionID = "content"
    /// The id of the row showing the value.
    nonisolated static let valueRowID = "value"
    /// The id of the close action.
    nonisolated static let closeActionID = "close"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.closeActionID, form: _):
            presenter.didTapClose()
        default:
            break
        }
    }

    // MARK: - FinalScreenView

    /// Draws the title, the value and the close button.
    func display(_ viewModel: FinalScreenViewModel) {
        update { screen in
            screen.title = viewModel.title
            screen.status = .ready
            screen.sections = [
                ScreenSection(
                    id: Self.contentSectionID,
                    rows: [ScreenRow(id: Self.valueRowID, kind: .subtitle, title: viewModel.valueLabel, detail: viewModel.value)]
                )
            ]
            screen.actions = [ScreenAction(id: Self.closeActionID, title: viewModel.closeTitle, role: .primary)]
        }
    }
}

import ViperKit

/// The account screen: the selected value (or a prompt), the logged-in user's details as selectable
/// rows, and the dismiss and next-screen buttons.
@MainActor
final class AccountDefaultView: PresenterView<any AccountPresenter>, AccountView {
    /// The id of the section showing the selected value.
    nonisolated static let selectionSectionID = "selection"
    /// The id of the row showing the selected value.
    nonisolated static let selectionRowID = "selected"
    /// The id of the section of details.
    nonisolated static let detailsSectionID = "details"
    /// The id of the dismiss action.
    nonisolated static let dismissActionID = "dismiss"
    /// The id of the next-screen action.
    nonisolated static let nextScreenActionID = "next"
    nonisolated static let retryActionID = "retry"

    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .appear:
            presenter.viewWillAppear()
        case .select(section: Self.detailsSectionID, row: let id):
            presenter.didSelectDetail(id: id)
        case .action(Self.nextScreenActionID, form: _):
            presenter.didTapNextScreen()
        case .action(Self.dismissActionID, form: _):
            presenter.didTapDismiss()
        case .action(Self.retryActionID, form: _):
            presenter.didTapRetry()
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        default:
            break
        }
    }

    // MARK: - AccountView

    /// Draws the title, the status, the prompt, the details and the buttons.
    func display(_ viewModel: AccountViewModel) {
        var actions = [
            ScreenAction(id: Self.dismissActionID, title: viewModel.dismissTitle, role: .cancel),
            ScreenAction(
                id: Self.nextScreenActionID,
                title: viewModel.nextScreenButtonTitle,
                role: .primary,
                isEnabled: viewModel.isNextScreenEnabled
            ),
        ]
        if let retryTitle = viewModel.retryTitle {
            actions.append(ScreenAction(id: Self.retryActionID, title: retryTitle, role: .primary))
        }
        let details = viewModel.details.map { detail in
            ScreenRow(id: detail.id, kind: .subtitle, title: detail.label, detail: detail.value, isSelectable: true)
        }
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.status
            screen.notice = viewModel.notice
            screen.actions = actions
            screen.sections =
                details.isEmpty
                ? []
                : [
                    ScreenSection(
                        id: Self.selectionSectionID,
                        title: viewModel.selectionTitle,
                        rows: [Self.selectionRow(viewModel.selectionPrompt, tone: .secondary)]
                    ),
                    ScreenSection(id: Self.detailsSectionID, title: viewModel.detailsTitle, rows: details),
                ]
        }
    }

    /// Shows the selection: the new title, the success message, the selected value (in place of
    /// the prompt, under the section's title as it was) and the new button titles.
    func updateSelection(with viewModel: AccountListViewModel) {
        update { screen in
            screen.title = viewModel.selectedOptionTransform
            screen.notice = viewModel.successMessage
            if let index = screen.sections.firstIndex(where: { $0.id == Self.selectionSectionID }) {
                screen.sections[index].rows = [Self.selectionRow(viewModel.selectedOption, tone: .normal)]
            }
            for index in screen.actions.indices {
                switch screen.actions[index].id {
                case Self.dismissActionID:
                    screen.actions[index].title = viewModel.dismissTitle
                    screen.actions[index].isEnabled = viewModel.isDismissEnabled
                case Self.nextScreenActionID:
                    screen.actions[index].title = viewModel.nextScreenButtonTitle
                default:
                    break
                }
            }
        }
    }

    /// Shows the message in a popup with one button.
    func showNextScreenError(title: String, message: String, dismissTitle: String) {
        showMessage(title: title, message: message, dismissTitle: dismissTitle)
    }

    /// The row of the selection section: the prompt (in grey) or the selected value.
    private static func selectionRow(_ text: String, tone: Tone) -> ScreenRow {
        ScreenRow(id: selectionRowID, title: text, tone: tone)
    }
}

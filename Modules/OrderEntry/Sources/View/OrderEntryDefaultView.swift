import ViperKit

/// The Order entry screen: a form with a name and an email field and a Send button. It draws what
/// the presenter gives it and forwards the submitted form to the presenter, deciding nothing itself.
@MainActor
public final class OrderEntryDefaultView: ModuleView, OrderEntryView {
    /// The id of the name field, which keys its value in the submitted form.
    public nonisolated static let nameFieldID = "name"
    /// The id of the email field, which keys its value in the submitted form.
    public nonisolated static let emailFieldID = "email"
    /// The id of the submit action.
    public nonisolated static let submitActionID = "submit"

    private let presenter: any OrderEntryPresenter

    /// Creates the view; it holds `presenter` strongly, as a view controller does.
    public init(presenter: any OrderEntryPresenter) {
        self.presenter = presenter
        super.init(screen: Screen(title: ""))
    }

    /// Forwards the first placement, the submitted form and popup answers to the presenter.
    override public func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.submitActionID, form: let form):
            presenter.didSubmit(name: form[Self.nameFieldID] ?? "", email: form[Self.emailFieldID] ?? "")
        case .alert(Self.messageDismissID):
            presenter.didDismissMessage()
        default:
            break
        }
    }

    // MARK: - OrderEntryView

    /// Draws the title, the fields with the message next to each wrong one, and the submit button.
    public func display(_ viewModel: OrderEntryViewModel) {
        update { screen in
            screen.title = viewModel.title
            screen.status = viewModel.progress.map(ScreenStatus.loading) ?? .ready
            screen.form = ScreenForm(
                fields: [
                    ScreenField(
                        id: Self.nameFieldID,
                        label: "Name",
                        value: viewModel.name,
                        kind: .text,
                        error: viewModel.nameError,
                        isRequired: true
                    ),
                    ScreenField(
                        id: Self.emailFieldID,
                        label: "Email",
                        value: viewModel.email,
                        kind: .text,
                        error: viewModel.emailError,
                        isRequired: true
                    ),
                ],
                submit: ScreenAction(
                    id: Self.submitActionID,
                    title: viewModel.submitTitle,
                    role: .primary,
                    isEnabled: viewModel.isSubmitEnabled
                ),
                error: viewModel.formError
            )
        }
    }
}

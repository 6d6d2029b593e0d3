import ViperKit

/// The login screen: a username and a password field and a "Log in" button.
@MainActor
final class LoginDefaultView: PresenterView<any LoginPresenter>, LoginView {
    /// The id of the username field, which keys its value in the submitted form.
    nonisolated static let usernameFieldID = "username"
    /// The id of the password field, which keys its value in the submitted form.
    nonisolated static let passwordFieldID = "password"
    /// The id of the submit action.
    nonisolated static let loginActionID = "login"

    /// Forwards the first placement and the submitted form to the presenter.
    override func handle(_ event: ViewEvent) {
        switch event {
        case .load:
            presenter.viewDidLoad()
        case .action(Self.loginActionID, form: let form):
            presenter.didSubmit(
                username: form[Self.usernameFieldID] ?? "",
                password: form[Self.passwordFieldID] ?? ""
            )
        default:
            break
        }
    }

    /// Draws `viewModel` into the screen. The password field is always drawn empty.
    func display(_ viewModel: LoginViewModel) {
        update { screen in
            screen.title = viewModel.title
            screen.notice = viewModel.notice
            screen.status = viewModel.progress.map(ScreenStatus.loading) ?? .ready
            screen.form = ScreenForm(
                fields: [
                    ScreenField(
                        id: Self.usernameFieldID,
                        label: viewModel.usernameLabel,
                        value: viewModel.username,
                        kind: .text,
                        error: viewModel.usernameError,
                        isRequired: true
                    ),
                    ScreenField(
                        id: Self.passwordFieldID,
                        label: viewModel.passwordLabel,
                        value: "",
                        kind: .password,
                        error: viewModel.passwordError,
                        isRequired: true
                    ),
                ],
                submit: ScreenAction(
                    id: Self.loginActionID,
                    title: viewModel.submitTitle,
                    role: .primary,
                    isEnabled: viewModel.isSubmitEnabled
                ),
                error: viewModel.formError
            )
        }
    }
}

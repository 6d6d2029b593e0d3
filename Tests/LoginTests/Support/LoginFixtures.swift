import Fakes
import LoginInterface
import ViperKit

@testable import Login

/// The login module's builder over a fake auth service, and the screens it shows.
@MainActor
enum LoginFixtures {
    /// A builder whose modules log in through `auth` and speak `language`.
    static func builder(_ auth: FakeAuthService = FakeAuthService(), language: Language = .english) -> LoginDefaultBuilder {
        LoginDefaultBuilder(auth: auth, language: language)
    }

    /// A login module for `input` over `auth`, reporting to `delegate`.
    static func module(_ auth: FakeAuthService = FakeAuthService(), input: LoginInput = LoginInput(), delegate: (any LoginDelegate)? = nil) -> Module
    {
        builder(auth).build(input: input, delegate: delegate)
    }

    /// The event of submitting the form with these values.
    static func submit(_ username: String, _ password: String) -> ViewEvent {
        .action("login", form: ["username": username, "password": password])
    }

    /// The form as drawn: the username as typed, the password field always empty, the messages
    /// given, and Log in, enabled unless a login runs.
    static func form(
        username: String = "",
        usernameError: String? = nil,
        passwordError: String? = nil,
        error: String? = nil,
        isSubmitEnabled: Bool = true
    ) -> ScreenForm {
        ScreenForm(
            fields: [
                ScreenField(id: "username", label: "Username", value: username, kind: .text, error: usernameError, isRequired: true),
                ScreenField(id: "password", label: "Password", value: "", kind: .password, error: passwordError, isRequired: true),
            ],
            submit: ScreenAction(id: "login", title: "Log in", role: .primary, isEnabled: isSubmitEnabled),
            error: error
        )
    }

    /// The screen once opened: the empty form titled Log in.
    static func opened(_ screen: inout Screen) {
        screen.title = "Log in"
        screen.status = .ready
        screen.form = form()
    }

    /// What submitting a complete form changes: Logging in…, the username kept, every message
    /// cleared, Log in disabled.
    static func loggingIn(_ username: String) -> (inout Screen) -> Void {
        { screen in
            screen.status = .loading("Logging in…")
            screen.form = form(username: username, isSubmitEnabled: false)
        }
    }

    /// What the answer changes: ready again, Log in enabled, and `error` under the form, if any.
    static func answered(_ username: String, error: String? = nil) -> (inout Screen) -> Void {
        { screen in
            screen.status = .ready
            screen.form = form(username: username, error: error)
        }
    }
}

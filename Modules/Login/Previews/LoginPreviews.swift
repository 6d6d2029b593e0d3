import Domain
import Fakes
import Login
import LoginInterface
import ViperKit

/// The login screen's named states, over a fake auth service.
public enum LoginPreviews {
    /// The form submitted as `username` with `password`.
    static func submit(_ username: String, _ password: String) -> ViewEvent {
        .action("login", form: ["username": username, "password": password])
    }

    /// Every state, in the order the gallery shows them.
    public static let all: [ModulePreview] = [
        ModulePreview("empty") { login(FakeAuthService(), in: $0) },
        ModulePreview("invalid", events: [submit("", "")]) { login(FakeAuthService(), in: $0) },
        ModulePreview("wrong password", events: [submit("demo", "guess")]) { login(FakeAuthService(), in: $0) },
        ModulePreview("locked", events: [submit("demo", "password")]) { language in
            let auth = FakeAuthService()
            auth.failNextCall(with: .invalidRequest("Too many failed logins for this account. Try again in 5 minutes."), of: .logIn)
            return login(auth, in: language)
        },
        ModulePreview("session expired") { language in
            LoginDefaultBuilder(auth: FakeAuthService(), language: language).build(input: LoginInput(reason: .sessionExpired), delegate: nil)
        },
    ]

    /// The login screen over `auth` in `language`.
    @MainActor
    static func login(_ auth: FakeAuthService, in language: Language) -> Module {
        LoginDefaultBuilder(auth: auth, language: language).build(input: LoginInput(), delegate: nil)
    }
}

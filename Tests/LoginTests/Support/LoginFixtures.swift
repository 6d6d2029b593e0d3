import Domain
import Fakes
import LoginInterface
import ViperKit

@testable import Login

/// Values and helpers the login tests share.
@MainActor
enum LoginFixtures {
    static let session = AuthSession(token: "t", user: FakeAuthService.Account.demo.user)

    /// A presenter wired to spies, with its view attached.
    static func presenter() -> (LoginDefaultPresenter, LoginViewSpy, LoginInteractorSpy, LoginRouterSpy) {
        let view = LoginViewSpy()
        let interactor = LoginInteractorSpy()
        let router = LoginRouterSpy()
        let presenter = LoginDefaultPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }

    /// The event of submitting the login form with these values.
    static func submit(_ username: String, _ password: String) -> ViewEvent {
        .action(
            LoginDefaultView.loginActionID,
            form: [LoginDefaultView.usernameFieldID: username, LoginDefaultView.passwordFieldID: password]
        )
    }
}

import Domain
import LoginInterface
import ViperKit

/// The login presenter: checks the form, asks the interactor to log in, and turns the answer into
/// messages or, on success, a route.
@MainActor
final class LoginDefaultPresenter: LoginPresenter, LoginInteractorOutput {
    /// The view, held weakly: the view holds the presenter.
    weak var view: (any LoginView)?
    private let interactor: any LoginInteractor
    private let router: any LoginRouter
    private var viewModel = LoginViewModel(
        title: "Log in",
        usernameLabel: "Username",
        username: "",
        usernameError: nil,
        passwordLabel: "Password",
        passwordError: nil,
        formError: nil,
        submitTitle: "Log in",
        isSubmitEnabled: true,
        progress: nil
    )

    /// The notice of a login shown because the session expired.
    nonisolated static let sessionExpiredNotice = "Your session has expired. Log in again to continue where you were."

    /// Creates the presenter; it holds `interactor` and `router` strongly, and says why the user
    /// must log in when `input` gives a reason.
    init(interactor: any LoginInteractor, router: any LoginRouter, input: LoginInput = LoginInput()) {
        self.interactor = interactor
        self.router = router
        if input.reason == .sessionExpired { viewModel.notice = Self.sessionExpiredNotice }
    }

    /// `true` while a login request runs.
    var isLoggingIn: Bool { viewModel.progress != nil }

    // MARK: - LoginPresenter

    /// Shows the empty form.
    func viewDidLoad() {
        view?.display(viewModel)
    }

    /// Checks the form; if it is complete, shows "Logging in…" and asks the interactor to log in.
    func didSubmit(username: String, password: String) {
        guard !isLoggingIn else { return }
        viewModel.username = username
        viewModel.formError = nil
        viewModel.usernameError =
            username.allSatisfy(\.isWhitespace)
            ? "Enter your username"
            : LoginRequest.hasControlCharacter(username) ? "A username cannot contain control characters" : nil
        viewModel.passwordError =
            password.isEmpty
            ? "Enter your password"
            : LoginRequest.hasControlCharacter(password) ? "A password cannot contain control characters" : nil
        guard viewModel.usernameError == nil, viewModel.passwordError == nil else {
            view?.display(viewModel)
            return
        }
        viewModel.progress = "Logging in…"
        viewModel.isSubmitEnabled = false
        view?.display(viewModel)
        interactor.logIn(username: username, password: password)
    }

    // MARK: - LoginInteractorOutput

    /// Ends the request and routes with the session.
    func loginDidSucceed(_ session: AuthSession) {
        finishRequest()
        view?.display(viewModel)
        router.routeToLoggedIn(with: session)
    }

    /// Ends the request and shows why it failed (nothing for a cancelled one).
    func loginDidFail(_ error: ServiceError) {
        finishRequest()
        if error != .cancelled { viewModel.formError = ServiceErrorWording.login.message(for: error) }
        view?.display(viewModel)
    }

    private func finishRequest() {
        viewModel.progress = nil
        viewModel.isSubmitEnabled = true
    }
}

import Domain
import LoginInterface
import ViperKit

/// The login presenter: checks the form, asks the interactor to log in, and turns the answer into
/// messages or, on success, a route.
@MainActor
final class LoginDefaultPresenter: LoginPresenter, LoginInteractorOutput {
    weak var view: (any LoginView)?
    private let interactor: any LoginInteractor
    private let router: any LoginRouter
    private let strings: StringTable
    private let errorWording: ServiceErrorWording
    private var viewModel: LoginViewModel

    /// Creates the presenter; it holds `interactor` and `router` strongly, and says why the user
    /// must log in when `input` gives a reason. Its words are in `formatting`'s language, from the
    /// module's own string table.
    init(interactor: any LoginInteractor, router: any LoginRouter, input: LoginInput, formatting: Formatting) {
        self.interactor = interactor
        self.router = router
        let strings = StringTable(bundle: .module, language: formatting.language)
        self.strings = strings
        var wording = ServiceErrorWording(locale: strings.language.locale, prefix: "login.error", words: strings.word(for:))
        // A refused login says the server's own reason ("Several logins failed. Try again in 4
        // s."), which only the server knows; its sentence stands in when the server gave none.
        let refusal = strings["login.error.refused"]
        wording.refused = { $0.isEmpty ? refusal : $0 }
        errorWording = wording
        viewModel = LoginViewModel(
            title: strings["login.title"],
            notice: input.reason == .sessionExpired ? strings["login.session-expired"] : nil,
            usernameLabel: strings["login.username"],
            username: "",
            usernameError: nil,
            passwordLabel: strings["login.password"],
            passwordError: nil,
            formError: nil,
            submitTitle: strings["login.title"],
            isSubmitEnabled: true,
            progress: nil
        )
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
            ? strings["login.username.empty"]
            : LoginRequest.hasControlCharacter(username) ? strings["login.username.control"] : nil
        viewModel.passwordError =
            password.isEmpty
            ? strings["login.password.empty"]
            : LoginRequest.hasControlCharacter(password) ? strings["login.password.control"] : nil
        guard viewModel.usernameError == nil, viewModel.passwordError == nil else {
            view?.display(viewModel)
            return
        }
        viewModel.progress = strings["login.progress"]
        viewModel.isSubmitEnabled = false
        view?.display(viewModel)
        interactor.logIn(username: username, password: password)
    }

    // MARK: - LoginInteractorOutput

    /// Ends the request and routes with the sign-in.
    func loginDidSucceed(_ signIn: SignIn) {
        finishRequest()
        view?.display(viewModel)
        router.routeToLoggedIn(with: signIn)
    }

    /// Ends the request and shows why it failed (nothing for a cancelled one).
    func loginDidFail(_ error: ServiceError) {
        finishRequest()
        if error != .cancelled { viewModel.formError = errorWording.message(for: error) }
        view?.display(viewModel)
    }

    private func finishRequest() {
        viewModel.progress = nil
        viewModel.isSubmitEnabled = true
    }
}

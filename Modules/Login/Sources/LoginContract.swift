import Domain

/// What the login presenter can ask of its view.
@MainActor
protocol LoginView: AnyObject {
    /// Shows `viewModel`: the form, its messages and whether a request is under way.
    func display(_ viewModel: LoginViewModel)
}

/// What the login view tells its presenter.
@MainActor
protocol LoginPresenter: AnyObject {
    func viewDidLoad()
    /// The user submitted the form with these values.
    func didSubmit(username: String, password: String)
}

/// The login use case.
@MainActor
protocol LoginInteractor: AnyObject {
    /// Logs in with these credentials; the answer goes to the output.
    func logIn(username: String, password: String)
}

/// What the login interactor reports, to its presenter.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    /// The credentials were accepted.
    func loginDidSucceed(_ signIn: SignIn)
    /// Logging in failed.
    func loginDidFail(_ error: ServiceError)
}

/// Where the login module can go.
@MainActor
protocol LoginRouter: AnyObject {
    /// The user logged in: hand the sign-in to whoever decides what comes next.
    func routeToLoggedIn(with signIn: SignIn)
}

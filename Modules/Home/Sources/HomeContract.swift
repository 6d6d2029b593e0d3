import ViperKit

/// What the Home presenter can ask of its view.
@MainActor
protocol HomeView: AnyObject {
    /// Shows `viewModel`: the title and the Log out button.
    func display(_ viewModel: HomeViewModel)
}

/// What the Home view tells its presenter.
@MainActor
protocol HomePresenter: AnyObject {
    func viewDidLoad()
    /// The user pressed Log out.
    func didTapLogOut()
}

/// The Home use cases.
@MainActor
protocol HomeInteractor: AnyObject {
    /// Ends the user's session; the outcome goes to the output.
    func logOut()
}

/// What the Home interactor reports, to its presenter.
@MainActor
protocol HomeInteractorOutput: AnyObject {
    /// The session has ended.
    func didLogOut()
}

/// Where the Home module sends the user.
@MainActor
protocol HomeRouter: AnyObject {
    /// Shows `tabs`, each with its own navigation stack, with Home as their container.
    func showTabs(_ tabs: [TabItem])
    /// Tells the App the user logged out, so it shows the login screen.
    func routeToLogin()
}

import ViperKit

/// What the login view tells its presenter.
@MainActor
protocol LoginPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user submitted the form with these values.
    func didSubmit(username: String, password: String)
}

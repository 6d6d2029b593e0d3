import ViperKit

/// What the Home view tells its presenter.
@MainActor
protocol HomePresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed Log out.
    func didTapLogOut()
}

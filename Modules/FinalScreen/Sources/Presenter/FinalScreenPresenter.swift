import ViperKit

/// What the final screen's view tells its presenter.
@MainActor
protocol FinalScreenPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user pressed "Close".
    func didTapClose()
}

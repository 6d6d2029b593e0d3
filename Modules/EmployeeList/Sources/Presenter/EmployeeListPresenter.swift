import ViperKit

/// What the employee list view tells its presenter. Button taps do not come this way: they reach
/// the presenter through each section model's delegate (seed 001).
@MainActor
protocol EmployeeListPresenter: ViperPresenter {
    /// The view was placed on screen.
    func viewDidLoad()
    /// The user asked to filter by `filter`.
    func didSubmitFilter(_ filter: String)
    /// The user asked to show everyone again.
    func didTapClearFilter()
    /// The user asked to try a failed load again.
    func didTapRetry()
}

/// What the Home presenter can ask of its view.
@MainActor
protocol HomeView: AnyObject {
    /// Shows `viewModel`: the title and the Log out button.
    func display(_ viewModel: HomeViewModel)
}

/// What the final screen presenter can ask of its view.
@MainActor
protocol FinalScreenView: AnyObject {
    /// Shows `viewModel`: the title, the value and the close button.
    func display(_ viewModel: FinalScreenViewModel)
}

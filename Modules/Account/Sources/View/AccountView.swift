/// What the account presenter can ask of its view (seed 004's `ListViewProtocol`).
@MainActor
protocol AccountView: AnyObject {
    /// Shows `viewModel`: the title, the loading or failed state, the details and the buttons.
    func display(_ viewModel: AccountViewModel)
    /// Updates everything a selection changes (seed 004's `selectedNameUpdater(with:)`).
    func updateSelection(with viewModel: AccountListViewModel)
    /// Tells the user the next screen needs a selection first (seed 004's `showNextScreenError`).
    func showNextScreenError(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

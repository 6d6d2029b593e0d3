/// What the item detail presenter can ask of its view.
@MainActor
protocol ItemDetailView: AnyObject {
    /// Shows `viewModel`: the title, the status, the details and the buttons.
    func display(_ viewModel: ItemDetailViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

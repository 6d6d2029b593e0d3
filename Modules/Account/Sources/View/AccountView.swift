/// What the Account presenter can ask of its view.
@MainActor
public protocol AccountView: AnyObject {
    /// Shows `viewModel`: the title, the status, the page of rows and the retry button.
    func display(_ viewModel: AccountViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

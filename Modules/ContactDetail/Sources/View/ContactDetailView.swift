/// What the Contact detail presenter can ask of its view.
@MainActor
public protocol ContactDetailView: AnyObject {
    /// Shows `viewModel`: the title, the message and the action button.
    func display(_ viewModel: ContactDetailViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

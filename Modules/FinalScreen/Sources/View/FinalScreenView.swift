/// What the Final screen presenter can ask of its view.
@MainActor
public protocol FinalScreenView: AnyObject {
    /// Shows `viewModel`: the title, the message and the action button.
    func display(_ viewModel: FinalScreenViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

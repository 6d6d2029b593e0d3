/// What the Order entry presenter can ask of its view.
@MainActor
public protocol OrderEntryView: AnyObject {
    /// Shows `viewModel`: the fields with their messages and the submit button.
    func display(_ viewModel: OrderEntryViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

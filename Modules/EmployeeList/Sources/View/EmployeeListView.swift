/// What the Employee list presenter can ask of its view.
@MainActor
public protocol EmployeeListView: AnyObject {
    /// Shows `viewModel`: the title, the status, the page of rows and the retry button.
    func display(_ viewModel: EmployeeListViewModel)
    /// Shows a popup with a message and a button that dismisses it.
    func showMessage(title: String, message: String, dismissTitle: String)
    /// Removes the popup shown, if any.
    func hideAlert()
}

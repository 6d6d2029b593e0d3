/// Handles the buttons of an employee's section: the presenter, which a tap reaches through the
/// section model without going through the view's logic.
@MainActor
protocol EmployeeSectionModelDelegate: AnyObject {
    /// The "Call" button of the employee with `phoneNumber` was pressed.
    func didTapCall(withPhone phoneNumber: String)
    /// The "Text" button of the employee with `email` was pressed.
    func didTapText(withEmail email: String)
}

/// Handles the buttons of an employee's section: the presenter (seed 001).
@MainActor
protocol EmployeeSectionModelDelegate: AnyObject {
    /// The "Call" button of the employee with `phoneNumber` was pressed.
    func didTapCall(withPhone phoneNumber: String)
    /// The "Text" button of the employee with `email` was pressed.
    func didTapText(withEmail email: String)
}

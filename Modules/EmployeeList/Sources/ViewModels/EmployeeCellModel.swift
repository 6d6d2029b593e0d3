import ViperKit

/// A cell model of the employee list: what one row of an employee's section shows, with the cell
/// kind that says how the row is drawn.
@MainActor
protocol EmployeeCellModel: AnyObject {
    /// How the row is drawn: the view draws it with the cell registered for this kind.
    var cellKind: CellKind { get }
}

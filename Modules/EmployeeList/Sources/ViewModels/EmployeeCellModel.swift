import ViperKit

/// A cell model of the employee list (seed 001's `CellIdentifiable`): what one row of an
/// employee's section shows, with the cell kind that says how the row is drawn.
@MainActor
protocol EmployeeCellModel: AnyObject {
    /// How the row is drawn: the cell identifier of seed 001.
    var cellKind: CellKind { get }
}

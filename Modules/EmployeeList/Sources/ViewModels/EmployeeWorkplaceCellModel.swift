import ViperKit

/// The cell model of one place an employee works at (seed 001).
@MainActor
public final class EmployeeWorkplaceCellModel: EmployeeCellModel {
    /// `.employeeWorkplace`.
    public var cellKind: CellKind { .employeeWorkplace }
    /// The workplace.
    public let workplace: String

    /// The cell model of `workplace`.
    public init(_ workplace: String) {
        self.workplace = workplace
    }
}

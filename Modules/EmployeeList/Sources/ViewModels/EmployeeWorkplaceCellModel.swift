import ViperKit

/// The cell model of one place an employee works at.
@MainActor
final class EmployeeWorkplaceCellModel: CellIdentifiable {
    /// `.employeeWorkplace`.
    var cellKind: CellKind { .employeeWorkplace }
    /// The workplace.
    let workplace: String

    /// The cell model of `workplace`.
    init(_ workplace: String) {
        self.workplace = workplace
    }
}

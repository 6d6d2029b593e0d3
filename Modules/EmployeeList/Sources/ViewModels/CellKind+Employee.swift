import ViperKit

extension CellKind {
    /// An employee's photo, name and specialization (seed 001's `EmployeeBaseInfoCell`).
    static let employeeBaseInfo = CellKind(rawValue: "employee.base-info")
    /// One place an employee works at (seed 001's `EmployeeWorkplaceCell`).
    static let employeeWorkplace = CellKind(rawValue: "employee.workplace")
}

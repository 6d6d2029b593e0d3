import ViperKit

extension CellKind {
    /// An employee's photo, name and specialization, drawn by `EmployeeBaseInfoCell`.
    static let employeeBaseInfo = CellKind(rawValue: "employee.base-info")
    /// One place an employee works at, drawn by `EmployeeWorkplaceCell`.
    static let employeeWorkplace = CellKind(rawValue: "employee.workplace")
}

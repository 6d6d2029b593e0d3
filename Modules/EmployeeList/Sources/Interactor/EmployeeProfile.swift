import Domain

/// An employee as the interactor hands it to the presenter: the employee and their photo, if it
/// has been fetched.
struct EmployeeProfile: Sendable, Equatable {
    /// The employee.
    let employee: Employee
    /// The photo, or `nil` when the employee has none, it could not be fetched or it has not
    /// arrived yet.
    let photo: EmployeePhoto?
}

import Domain

/// An employee as the interactor hands it to the presenter: the employee and their photo, if it
/// has been fetched.
public struct EmployeeProfile: Sendable, Equatable {
    /// The employee.
    public let employee: Employee
    /// The photo, or `nil` when the employee has none, it could not be fetched or it has not
    /// arrived yet.
    public let photo: EmployeePhoto?

    /// Creates a profile.
    public init(employee: Employee, photo: EmployeePhoto?) {
        self.employee = employee
        self.photo = photo
    }
}

import Domain

/// An employee as the interactor hands it to the presenter: the employee and their photo, if
/// they have one that could be fetched.
public struct EmployeeProfile: Sendable, Equatable {
    /// The employee.
    public let employee: Employee
    /// The photo, or `nil` when the employee has none or it could not be fetched.
    public let photo: EmployeePhoto?

    /// Creates a profile.
    public init(employee: Employee, photo: EmployeePhoto?) {
        self.employee = employee
        self.photo = photo
    }
}

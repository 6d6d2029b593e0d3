/// The employee directory (seed 001): every employee, and their photos.
public protocol EmployeesService: Sendable {
    /// Every employee, by name.
    func employees() async throws(ServiceError) -> [Employee]
    /// The photo of `employee`, or `nil` when they have none (no ``Employee/photoPath``, or
    /// nothing is served there any more).
    func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto?
}

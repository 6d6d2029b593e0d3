/// The employee directory: every employee, and their photos.
public protocol EmployeesService: Sendable {
    /// Every employee, by name: live, or this device's copy when the API cannot be reached.
    func employees() async throws(ServiceError) -> Fetched<[Employee]>
    /// The photo of `employee`, or `nil` when they have none (no ``Employee/photoPath``, or
    /// nothing is served there any more).
    func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto?
}

import Domain

/// An ``EmployeesService`` that answers like `base` but takes `delay` longer for the photo of the
/// employee with `slowEmployeeID`: one slow photo, for measuring.
struct SlowPhotoEmployeesService: EmployeesService {
    let base: any EmployeesService
    let slowEmployeeID: Int64
    let delay: Duration

    func employees() async throws(ServiceError) -> Fetched<[Employee]> {
        try await base.employees()
    }

    func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        if employee.id == slowEmployeeID {
            do {
                try await Task.sleep(for: delay)
            } catch {
                throw .cancelled
            }
        }
        return try await base.photo(of: employee)
    }
}

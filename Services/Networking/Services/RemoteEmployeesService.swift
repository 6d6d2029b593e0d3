import Domain

/// Domain's `EmployeesService` over the demo API, authenticated with the client's
/// ``CredentialStore`` token: photos are fetched as bytes through the API, never by the browser.
public struct RemoteEmployeesService: EmployeesService {
    private let client: APIClient

    /// A service calling the API through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// Every employee; see `EmployeesService`.
    public func employees() async throws(ServiceError) -> Fetched<[Employee]> {
        Fetched(try await client.employees().value, source: .live)
    }

    /// The employee's photo, or `nil` when they have none or it is gone; see `EmployeesService`.
    public func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        guard let path = employee.photoPath else { return nil }
        return try await client.employeePhoto(at: path)
    }
}

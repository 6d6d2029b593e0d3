import Domain
import Networking
import Storage

/// The employee directory over the API, readable offline: each live read replaces the user's copy
/// on this device, and when the API cannot be reached the copy answers, flagged as the device's.
/// Photos are read live (offline an employee shows their initials).
public struct CachedEmployeesService: EmployeesService {
    private let live: RemoteEmployeesService
    private let readThrough: DocumentReadThrough

    /// The directory through `client`, with its copy in `database` (a client database).
    public init(client: APIClient, database: SQLiteDatabase, clock: any GatewayClock = SystemGatewayClock()) {
        live = RemoteEmployeesService(client: client)
        readThrough = DocumentReadThrough(client: client, database: database, clock: clock)
    }

    /// Every employee: live, or the user's copy when the API cannot be reached.
    public func employees() async throws(ServiceError) -> Fetched<[Employee]> {
        try await readThrough.read(key: "employees") { client throws(ServiceError) in try await client.employees() }
    }

    /// An employee's photo, live.
    public func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        try await live.photo(of: employee)
    }
}

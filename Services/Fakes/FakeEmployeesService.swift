import Domain
import Synchronization

/// An in-memory ``EmployeesService`` for tests and for running a module alone.
///
/// It answers with the employees and photos it is given (``FakeEmployees`` by default), records
/// every call, and can be told to wait before answering (ending with ``ServiceError/cancelled``
/// when the caller is cancelled) and to fail the next call or every call. It is `Sendable`: its
/// state sits behind a lock, so tests can read and configure it synchronously.
public final class FakeEmployeesService: EmployeesService, FakeControllable {
    private struct State: Sendable {
        var employees: [Employee]
        var photos: [Int64: EmployeePhoto]
    }

    private let state: Mutex<State>
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<Call, Call.Kind>(service: "EmployeesService")

    /// A fake holding `employees` and their `photos` by employee id.
    public init(employees: [Employee] = FakeEmployees.all, photos: [Int64: EmployeePhoto] = FakeEmployees.photos) {
        state = Mutex(State(employees: employees, photos: photos))
    }

    // MARK: - EmployeesService

    /// Every employee held, in order.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func employees() async throws(ServiceError) -> Fetched<[Employee]> {
        Fetched(try await perform(.employees) { $0.employees }, source: source)
    }

    /// The photo held for `employee`, or `nil` when it has no photo path or none is held.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        try await perform(.photo(employeeID: employee.id)) { state in
            employee.photoPath == nil ? nil : state.photos[employee.id]
        }
    }

    // MARK: - Simulation

    /// Records `call`, waits the delay, applies any injected failure, then reads the state.
    private func perform<Result: Sendable>(_ call: Call, _ body: (State) -> Result) async throws(ServiceError) -> Result {
        try await controls.begin(call, kind: call.kind)
        return state.withLock { body($0) }
    }
}

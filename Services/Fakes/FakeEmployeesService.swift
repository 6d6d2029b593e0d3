import Domain
import Synchronization

/// An in-memory ``EmployeesService`` for tests and for running a module alone.
///
/// It answers with the employees and photos it is given (``FakeEmployees`` by default), records
/// every call, and can be told to wait before answering (ending with ``ServiceError/cancelled``
/// when the caller is cancelled) and to fail the next call or every call. It is `Sendable`: its
/// state sits behind a lock, so tests can read and configure it synchronously.
public final class FakeEmployeesService: EmployeesService {
    private struct State: Sendable {
        var employees: [Employee]
        var photos: [Int64: EmployeePhoto]
        var behaviour = FakeBehaviour<Call.Kind>()
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state: Mutex<State>

    /// A fake holding `employees` and their `photos` by employee id.
    public init(employees: [Employee] = FakeEmployees.all, photos: [Int64: EmployeePhoto] = FakeEmployees.photos) {
        state = Mutex(State(employees: employees, photos: photos))
    }

    // MARK: - Inspecting

    /// Every call received, in order (including those that failed or were cancelled).
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The calls whose caller was cancelled while they waited.
    public var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    // MARK: - Configuring

    /// How long every call waits before answering; `.zero` (the default) answers at once.
    public var delay: Duration {
        get { state.withLock { $0.behaviour.delay } }
        set { state.withLock { $0.behaviour.delay = newValue } }
    }

    /// Makes the next call (of `kind`, or of any kind when `nil`) fail with `error`. Several
    /// failures queue up and are used in order.
    public func failNextCall(with error: ServiceError, of kind: Call.Kind? = nil) {
        state.withLock { $0.behaviour.pendingFailures.append((error, kind)) }
    }

    /// Makes every call fail with `error` from now on, or stops that when `error` is `nil`.
    public func failAllCalls(with error: ServiceError?) {
        state.withLock { $0.behaviour.persistentFailure = error }
    }

    // MARK: - EmployeesService

    /// Every employee held, in order.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func employees() async throws(ServiceError) -> [Employee] {
        try await perform(.employees) { $0.employees }
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
        let (delay, failure) = state.withLock { state in
            state.calls.append(call)
            return (state.behaviour.delay, state.behaviour.takeFailure(for: call.kind))
        }
        do {
            try await FakeLatency.wait(delay)
        } catch {
            state.withLock { $0.cancelledCalls.append(call) }
            throw error
        }
        if let failure { throw failure }
        return state.withLock { body($0) }
    }
}

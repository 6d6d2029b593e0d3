import Domain
import Fakes
import Foundation
import ViperKit

/// An ``EmployeesService`` that answers the employee list at once but holds every photo request
/// until the test answers it, recording what was asked, what is waiting, what was cancelled and
/// the most photo requests in flight at once.
final class GatedEmployeesService: EmployeesService, @unchecked Sendable {
    private let lock = NSLock()
    private let directory: [Employee]
    private var waiting: [Int64: CheckedContinuation<Result<EmployeePhoto?, ServiceError>, Never>] = [:]
    private var _employeeCalls = 0
    private var _requested: [Int64] = []
    private var _cancelled: [Int64] = []
    private var _maxInFlight = 0

    /// A service over `directory`.
    init(_ directory: [Employee] = FakeEmployees.all) {
        self.directory = directory
    }

    /// How many times the employees were asked for.
    var employeeCalls: Int { lock.withLock { _employeeCalls } }
    /// The employees whose photo was asked for, in order.
    var requested: [Int64] { lock.withLock { _requested } }
    /// The employees whose photo request waits for an answer, by id.
    var pending: [Int64] { lock.withLock { waiting.keys.sorted() } }
    /// The employees whose photo request was cancelled.
    var cancelled: [Int64] { lock.withLock { _cancelled } }
    /// The most photo requests waiting at the same time.
    var maxInFlight: Int { lock.withLock { _maxInFlight } }

    func employees() async throws(ServiceError) -> Fetched<[Employee]> {
        lock.withLock { _employeeCalls += 1 }
        CostMeter.recordCall("EmployeesService.employees")
        return Fetched(directory, source: .live)
    }

    func photo(of employee: Employee) async throws(ServiceError) -> EmployeePhoto? {
        let id = employee.id
        CostMeter.recordCall("EmployeesService.photo")
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<EmployeePhoto?, ServiceError>, Never>) in
                lock.withLock {
                    _requested.append(id)
                    if Task.isCancelled {
                        _cancelled.append(id)
                        continuation.resume(returning: .failure(.cancelled))
                    } else {
                        waiting[id] = continuation
                        _maxInFlight = max(_maxInFlight, waiting.count)
                    }
                }
            }
        } onCancel: {
            lock.withLock {
                guard let continuation = waiting.removeValue(forKey: id) else { return }
                _cancelled.append(id)
                continuation.resume(returning: .failure(.cancelled))
            }
        }
        return try result.get()
    }

    /// Answers the waiting photo request of `employeeID` with `result`; `false` if none waits.
    @discardableResult
    func answer(_ employeeID: Int64, with result: Result<EmployeePhoto?, ServiceError>) -> Bool {
        let continuation = lock.withLock { waiting.removeValue(forKey: employeeID) }
        continuation?.resume(returning: result)
        return continuation != nil
    }

    /// Answers the waiting photo request of `employeeID` with its fake photo.
    @discardableResult
    func answerWithPhoto(_ employeeID: Int64) -> Bool {
        answer(employeeID, with: .success(Self.photo(of: employeeID)))
    }

    /// A recognisable photo for `employeeID`.
    static func photo(of employeeID: Int64) -> EmployeePhoto {
        EmployeePhoto(mediaType: "image/svg+xml", data: Data("<svg id='\(employeeID)'/>".utf8))
    }
}

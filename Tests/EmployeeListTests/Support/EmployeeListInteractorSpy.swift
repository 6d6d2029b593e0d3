import EmployeeList

/// A ``EmployeeListInteractor`` that records the pages it was asked for.
@MainActor
final class EmployeeListInteractorSpy: EmployeeListInteractor {
    struct Request: Equatable {
        let offset: Int
        let limit: Int
    }

    private(set) var requests: [Request] = []

    func loadPage(offset: Int, limit: Int) {
        requests.append(Request(offset: offset, limit: limit))
    }
}

import Domain
import Foundation

@testable import EmployeeList

/// Records what an employee list interactor reports.
@MainActor
final class EmployeeListOutputSpy: EmployeeListInteractorOutput {
    struct Report: Equatable {
        let profiles: [EmployeeProfile]
        let filter: String
    }

    private(set) var reports: [Report] = []
    private(set) var failures: [ServiceError] = []
    /// When the directory read was saved on the device, once per load (`nil` when it was live).
    private(set) var directoryCachedAt: [Date?] = []
    /// The photos reported, in order, as (employee id, photo).
    private(set) var photos: [(id: Int64, photo: EmployeePhoto)] = []

    /// The ids of the employees whose photo was reported, in order.
    var photoIDs: [Int64] { photos.map(\.id) }

    var names: [String]? { reports.last?.profiles.map(\.employee.name) }

    func didLoad(_ profiles: [EmployeeProfile], matching filter: String) {
        reports.append(Report(profiles: profiles, filter: filter))
    }

    func didReadDirectory(cachedAt savedAt: Date?) {
        directoryCachedAt.append(savedAt)
    }

    func didLoadPhoto(_ photo: EmployeePhoto, ofEmployee employeeID: Int64) {
        photos.append((employeeID, photo))
    }

    func didFailToLoad(_ error: ServiceError) {
        failures.append(error)
    }
}

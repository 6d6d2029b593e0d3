import Domain
import Foundation

/// What the employee list interactor reports, to its presenter.
@MainActor
protocol EmployeeListInteractorOutput: AnyObject {
    /// The employees matching `filter` (all of them for a blank filter), by name, each with the
    /// photo fetched so far (none yet on the first report: photos follow one by one).
    func didLoad(_ profiles: [EmployeeProfile], matching filter: String)
    /// The photo of the employee with `employeeID` arrived. Sent once per employee, whether or
    /// not the employee matches the filter; a photo that is missing or fails is never sent.
    func didLoadPhoto(_ photo: EmployeePhoto, ofEmployee employeeID: Int64)
    /// The directory came from this device's copy saved at `savedAt`, because the API could not
    /// be reached; `nil` when it is live. Told once per load, before the employees.
    func didReadDirectory(cachedAt savedAt: Date?)
    /// The employees could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

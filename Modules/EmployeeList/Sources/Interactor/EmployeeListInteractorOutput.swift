import Domain

/// What the employee list interactor reports, to its presenter.
@MainActor
public protocol EmployeeListInteractorOutput: AnyObject {
    /// The employees matching `filter` (all of them for a blank filter), by name.
    func didLoad(_ profiles: [EmployeeProfile], matching filter: String)
    /// The employees could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

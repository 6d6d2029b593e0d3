import Domain

/// What the Employee list interactor reports, to its presenter.
@MainActor
public protocol EmployeeListInteractorOutput: AnyObject {
    /// A page arrived.
    func didLoad(_ page: EmployeeListPage)
    /// A page could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

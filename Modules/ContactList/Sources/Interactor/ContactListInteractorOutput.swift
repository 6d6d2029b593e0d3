import Domain

/// What the Contact list interactor reports, to its presenter.
@MainActor
public protocol ContactListInteractorOutput: AnyObject {
    /// A page arrived.
    func didLoad(_ page: ContactListPage)
    /// A page could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

import Domain

/// What the Account interactor reports, to its presenter.
@MainActor
public protocol AccountInteractorOutput: AnyObject {
    /// A page arrived.
    func didLoad(_ page: AccountPage)
    /// A page could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

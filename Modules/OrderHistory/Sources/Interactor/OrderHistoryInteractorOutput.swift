import Domain

/// What the Order history interactor reports, to its presenter.
@MainActor
public protocol OrderHistoryInteractorOutput: AnyObject {
    /// A page arrived.
    func didLoad(_ page: OrderHistoryPage)
    /// A page could not be loaded.
    func didFailToLoad(_ error: ServiceError)
}

import Domain

/// What the account interactor reports, to its presenter.
@MainActor
protocol AccountInteractorOutput: AnyObject {
    /// The details arrived.
    func didLoad(_ details: AccountDetails)
    /// The details could not be fetched.
    func didFailToLoad(_ error: ServiceError)
}

import Domain
import Foundation

/// What the account interactor reports, to its presenter.
@MainActor
protocol AccountInteractorOutput: AnyObject {
    /// The details arrived; `cachedAt` is when this device saved them, when they are the device's
    /// copy because the API could not be reached (`nil` when they are live).
    func didLoad(_ details: AccountDetails, cachedAt: Date?)
    /// The details could not be fetched.
    func didFailToLoad(_ error: ServiceError)
}

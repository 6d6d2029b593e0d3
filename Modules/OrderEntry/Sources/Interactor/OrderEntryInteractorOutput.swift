import Domain
import OrderEntryInterface

/// What the Order entry interactor reports, to its presenter.
@MainActor
public protocol OrderEntryInteractorOutput: AnyObject {
    /// `submission` was accepted.
    func didSubmit(_ submission: OrderEntrySubmission)
    /// The submission was refused or could not be sent.
    func didFailToSubmit(_ error: ServiceError)
}

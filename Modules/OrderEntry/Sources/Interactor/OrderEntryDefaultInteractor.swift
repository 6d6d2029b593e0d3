import Domain
import OrderEntryInterface
import ViperKit

/// Sends the Order entry form through a ``OrderEntrySubmitter``. Every call runs in the module's
/// ``ModuleActivity``, so closing the module cancels it; a cancelled call reports nothing.
@MainActor
public final class OrderEntryDefaultInteractor: OrderEntryInteractor {
    /// Where results go, held weakly: the presenter holds the interactor.
    public weak var output: (any OrderEntryInteractorOutput)?
    private let submitter: any OrderEntrySubmitter
    private let activity: ModuleActivity

    /// Creates the interactor over `submitter`, running its calls in `activity`.
    public init(submitter: any OrderEntrySubmitter, activity: ModuleActivity) {
        self.submitter = submitter
        self.activity = activity
    }

    /// Sends `submission`; reports it as accepted, or the failure, unless cancelled.
    public func submit(_ submission: OrderEntrySubmission) {
        activity.run { [weak self, submitter] in
            let failure: ServiceError?
            do throws(ServiceError) {
                try await submitter.submit(submission)
                failure = nil
            } catch {
                failure = error
            }
            guard !Task.isCancelled, let output = self?.output else { return }
            if let failure {
                output.didFailToSubmit(failure)
            } else {
                output.didSubmit(submission)
            }
        }
    }
}

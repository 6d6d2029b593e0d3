import OrderEntryInterface
import ViperKit

/// The Order entry use case: send a valid form.
@MainActor
public protocol OrderEntryInteractor: ViperInteractor {
    /// Sends `submission`; the outcome goes to the output.
    func submit(_ submission: OrderEntrySubmission)
}

import OrderEntryInterface
import ViperKit

/// Where the Order entry module sends what the user submitted.
@MainActor
public protocol OrderEntryRouter: ViperRouter {
    /// Tells the module that opened this one that `submission` was accepted.
    func notifyDidSubmit(_ submission: OrderEntrySubmission)
}

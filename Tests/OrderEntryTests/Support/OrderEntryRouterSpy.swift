import OrderEntry
import OrderEntryInterface

/// A ``OrderEntryRouter`` that records the submissions it was asked to report.
@MainActor
final class OrderEntryRouterSpy: OrderEntryRouter {
    private(set) var submitted: [OrderEntrySubmission] = []

    func notifyDidSubmit(_ submission: OrderEntrySubmission) {
        submitted.append(submission)
    }
}

import OrderEntry
import OrderEntryInterface

/// A ``OrderEntryInteractor`` that records what it was asked to send.
@MainActor
final class OrderEntryInteractorSpy: OrderEntryInteractor {
    private(set) var submissions: [OrderEntrySubmission] = []

    func submit(_ submission: OrderEntrySubmission) {
        submissions.append(submission)
    }
}

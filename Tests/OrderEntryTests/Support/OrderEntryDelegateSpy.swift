import OrderEntryInterface

/// A ``OrderEntryDelegate`` that records the submissions it hears about.
@MainActor
final class OrderEntryDelegateSpy: OrderEntryDelegate {
    private(set) var submitted: [OrderEntrySubmission] = []

    func orderEntry(didSubmit submission: OrderEntrySubmission) {
        submitted.append(submission)
    }
}

import Domain
import OrderEntryInterface

/// A Order entry submitter that accepts every submission after `delay`, or fails with `failure` when
/// one is set. For running the module alone and for tests.
public struct OrderEntrySampleSubmitter: OrderEntrySubmitter {
    /// How long a submission takes.
    public let delay: Duration
    /// The error every submission fails with, if any.
    public let failure: ServiceError?

    /// Creates a submitter.
    public init(delay: Duration = .zero, failure: ServiceError? = nil) {
        self.delay = delay
        self.failure = failure
    }

    /// Accepts `submission`, or fails; `.cancelled` if the caller is cancelled while waiting.
    public func submit(_ submission: OrderEntrySubmission) async throws(ServiceError) {
        do {
            try await Task.sleep(for: delay)
        } catch {
            throw .cancelled
        }
        if let failure { throw failure }
    }
}

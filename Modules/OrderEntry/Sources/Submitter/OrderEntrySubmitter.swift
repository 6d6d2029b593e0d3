import Domain
import OrderEntryInterface

/// Where the Order entry form's submissions go. The builder injects it: the sample submitter until
/// the module has a real service (add one to Domain and adapt it here).
public protocol OrderEntrySubmitter: Sendable {
    /// Sends `submission`; throws when it is refused or cannot be sent.
    func submit(_ submission: OrderEntrySubmission) async throws(ServiceError)
}

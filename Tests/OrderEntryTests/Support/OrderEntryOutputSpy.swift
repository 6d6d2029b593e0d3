import Domain
import OrderEntry
import OrderEntryInterface

/// Records what a Order entry interactor reports.
@MainActor
final class OrderEntryOutputSpy: OrderEntryInteractorOutput {
    private(set) var accepted: [OrderEntrySubmission] = []
    private(set) var failures: [ServiceError] = []

    var reportCount: Int { accepted.count + failures.count }

    func didSubmit(_ submission: OrderEntrySubmission) { accepted.append(submission) }
    func didFailToSubmit(_ error: ServiceError) { failures.append(error) }
}

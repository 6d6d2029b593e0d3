import ContactDetail

/// A ``ContactDetailRouter`` that records what it was asked to report.
@MainActor
final class ContactDetailRouterSpy: ContactDetailRouter {
    private(set) var finished = 0

    func notifyDidFinish() {
        finished += 1
    }
}

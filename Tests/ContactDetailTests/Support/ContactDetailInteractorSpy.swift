import ContactDetail

/// A ``ContactDetailInteractor`` that records what it was asked to do.
@MainActor
final class ContactDetailInteractorSpy: ContactDetailInteractor {
    private(set) var actionCount = 0

    func performAction() {
        actionCount += 1
    }
}

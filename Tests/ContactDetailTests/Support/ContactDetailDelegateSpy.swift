import ContactDetail
import ContactDetailInterface

/// A ``ContactDetailDelegate`` that records what it hears.
@MainActor
final class ContactDetailDelegateSpy: ContactDetailDelegate {
    private(set) var finished = 0

    func contactDetailDidFinish() {
        finished += 1
    }
}

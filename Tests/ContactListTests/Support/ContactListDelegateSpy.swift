import ContactList
import ContactListInterface

/// A ``ContactListDelegate`` that records the selections it hears about.
@MainActor
final class ContactListDelegateSpy: ContactListDelegate {
    private(set) var selected: [String] = []

    func contactList(didSelect id: String) {
        selected.append(id)
    }
}

import ContactList

/// A ``ContactListRouter`` that records the selections it was asked to report.
@MainActor
final class ContactListRouterSpy: ContactListRouter {
    private(set) var selected: [ContactListRecord] = []

    func notifyDidSelect(_ record: ContactListRecord) {
        selected.append(record)
    }
}

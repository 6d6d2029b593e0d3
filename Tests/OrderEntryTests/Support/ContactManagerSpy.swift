import Domain

/// A ``ContactManager`` holding `contacts`, recording the ids asked for.
@MainActor
final class ContactManagerSpy: ContactManager {
    var contacts: [Contact]
    var isOffline = false
    var failure: ServiceError?
    var delay: Duration = .zero
    private(set) var requestedIDs: [Int64] = []

    init(contacts: [Contact] = [OrderEntryFixtures.contact]) {
        self.contacts = contacts
    }

    func contacts() async throws(ServiceError) -> Fetched<[Contact]> {
        Fetched(contacts, source: isOffline ? .cache(savedAt: OrderEntryFixtures.now) : .live)
    }

    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        requestedIDs.append(id)
        if await ManagerDelay.waitWasCancelled(delay) { throw .cancelled }
        if let failure { throw failure }
        guard let contact = contacts.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(contact, source: isOffline ? .cache(savedAt: OrderEntryFixtures.now) : .live)
    }
}

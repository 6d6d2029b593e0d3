import Domain

/// An in-memory `ContactManager` over its ``FakeEntityGateway``'s contacts, by name; answers
/// `.cache` while the gateway is offline.
public final class FakeContactManager: ContactManager, FakeControllable {
    private let book: FakeOrderBook
    /// What it records and is told (see ``FakeControllable``).
    public let controls = FakeControls<Call, Call.Kind>(service: "ContactManager")

    init(book: FakeOrderBook) {
        self.book = book
    }

    /// Every contact by name (the fake holds one user's contacts, whoever asks).
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func contacts(of user: User) async throws(ServiceError) -> Fetched<[Contact]> {
        try await controls.begin(.contacts(userID: user.id), kind: .contacts)
        return book.state.withLock { state in
            Fetched(state.contacts.sorted { ($0.name, $0.id) < ($1.name, $1.id) }, source: book.source(state))
        }
    }

    /// Contact `id`.
    /// - Throws: an injected failure; ``ServiceError/notFound`` when there is none.
    public func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        try await controls.begin(.contact(id: id), kind: .contact)
        return try book.state.withLock { state throws(ServiceError) in
            guard let contact = state.contacts.first(where: { $0.id == id }) else { throw .notFound }
            return Fetched(contact, source: book.source(state))
        }
    }
}

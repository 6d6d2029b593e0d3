import Domain

/// An in-memory `ContactManager` over its ``FakeEntityGateway``'s contacts, by name; answers
/// `.cache` while the gateway is offline.
public final class FakeContactManager: ContactManager {
    private let book: FakeOrderBook
    private let recorder = FakeCallRecorder<Call, Call.Kind>()

    init(book: FakeOrderBook) {
        self.book = book
    }

    /// Every call received, in order.
    public var calls: [Call] { recorder.calls }

    /// How long every call waits before answering.
    public var delay: Duration {
        get { recorder.delay }
        set { recorder.delay = newValue }
    }

    /// Makes the next call (of `kind`, or any) fail with `error`.
    public func failNextCall(with error: ServiceError, of kind: Call.Kind? = nil) {
        recorder.failNextCall(with: error, of: kind)
    }

    /// Makes every call fail with `error`, or stops that with `nil`.
    public func failAllCalls(with error: ServiceError?) {
        recorder.failAllCalls(with: error)
    }

    /// Every contact by name.
    /// - Throws: an injected failure; ``ServiceError/cancelled`` when cancelled while waiting.
    public func contacts() async throws(ServiceError) -> Fetched<[Contact]> {
        try await recorder.begin(.contacts, kind: .contacts)
        return book.state.withLock { state in
            Fetched(state.contacts.sorted { ($0.name, $0.id) < ($1.name, $1.id) }, source: book.source(state))
        }
    }

    /// Contact `id`.
    /// - Throws: an injected failure; ``ServiceError/notFound`` when there is none.
    public func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        try await recorder.begin(.contact(id: id), kind: .contact)
        return try book.state.withLock { state throws(ServiceError) in
            guard let contact = state.contacts.first(where: { $0.id == id }) else { throw .notFound }
            return Fetched(contact, source: book.source(state))
        }
    }
}

import Domain
import Synchronization

/// A ``ContactManager`` that answers with the contacts it is given, as its ``SpyScript`` says
/// (`source`, `failure`, `calls` and `cancelledCalls` read through to the script, `holdCalls()` held by it).
@dynamicMemberLookup
public final class ContactManagerSpy: ContactManager, ScriptedSpy {
    /// Creates one with nothing recorded.
    public init() {}

    /// A call the spy received.
    public enum Call: Equatable, Sendable {
        /// `contacts(of:)`, with the user's id.
        case contacts(userID: Int64)
        /// `contact(id:)`.
        case contact(id: Int64)
    }

    /// How it answers, and what it was asked.
    public let script = SpyScript<Call>(service: "ContactManager")
    private let stored = Mutex<[Contact]>([])

    /// The contacts it holds, by name.
    public var contacts: [Contact] {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// Every contact it holds, whoever `user` is, as its script says.
    public func contacts(of user: User) async throws(ServiceError) -> Fetched<[Contact]> {
        let source = try await script.answer(.contacts(userID: user.id))
        return Fetched(contacts, source: source)
    }

    /// The contact with `id`, as its script says.
    public func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        let source = try await script.answer(.contact(id: id))
        guard let contact = contacts.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(contact, source: source)
    }
}

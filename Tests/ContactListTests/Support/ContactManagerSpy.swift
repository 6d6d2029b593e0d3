import Domain
import Synchronization

/// A ``ContactManager`` that answers with the contacts it is given, as its ``SpyScript`` says
/// (`source`, `failure`, `delay`, `calls` and `cancelledCalls` read through to the script).
@dynamicMemberLookup
final class ContactManagerSpy: ContactManager {
    enum Call: Equatable, Sendable {
        case contacts
        case contact(id: Int64)
    }

    /// How it answers, and what it was asked.
    let script = SpyScript<Call>()
    private let stored = Mutex<[Contact]>([])

    /// The contacts it holds, by name.
    var contacts: [Contact] {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<SpyScript<Call>, Value>) -> Value {
        get { script[keyPath: keyPath] }
        set { script[keyPath: keyPath] = newValue }
    }

    subscript<Value>(dynamicMember keyPath: KeyPath<SpyScript<Call>, Value>) -> Value {
        script[keyPath: keyPath]
    }

    func contacts() async throws(ServiceError) -> Fetched<[Contact]> {
        let source = try await script.answer(.contacts)
        return Fetched(contacts, source: source)
    }

    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        let source = try await script.answer(.contact(id: id))
        guard let contact = contacts.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(contact, source: source)
    }
}

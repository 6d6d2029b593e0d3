import Domain
import Synchronization

/// A ``ContactManager`` that answers with the contacts it is given (from `source`), records every
/// call, and can wait before answering (ending with ``ServiceError/cancelled`` when its caller is
/// cancelled) or fail.
final class ContactManagerSpy: ContactManager {
    enum Call: Equatable, Sendable {
        case contacts
        case contact(id: Int64)
    }

    private struct State: Sendable {
        var contacts: [Contact] = []
        var source: FetchSource = .live
        var failure: ServiceError?
        var delay: Duration = .zero
        var calls: [Call] = []
        var cancelledCalls: [Call] = []
    }

    private let state = Mutex(State())

    /// The contacts it holds, by name.
    var contacts: [Contact] {
        get { state.withLock { $0.contacts } }
        set { state.withLock { $0.contacts = newValue } }
    }

    /// Where its answers say they come from.
    var source: FetchSource {
        get { state.withLock { $0.source } }
        set { state.withLock { $0.source = newValue } }
    }

    /// The error every call fails with, while set.
    var failure: ServiceError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// How long every call waits before answering.
    var delay: Duration {
        get { state.withLock { $0.delay } }
        set { state.withLock { $0.delay = newValue } }
    }

    /// Every call, in order.
    var calls: [Call] { state.withLock { $0.calls } }
    /// The calls whose caller was cancelled while they waited.
    var cancelledCalls: [Call] { state.withLock { $0.cancelledCalls } }

    func contacts() async throws(ServiceError) -> Fetched<[Contact]> {
        let answer = try await answer(.contacts)
        return Fetched(answer.contacts, source: answer.source)
    }

    func contact(id: Int64) async throws(ServiceError) -> Fetched<Contact> {
        let answer = try await answer(.contact(id: id))
        guard let contact = answer.contacts.first(where: { $0.id == id }) else { throw .notFound }
        return Fetched(contact, source: answer.source)
    }

    private func answer(_ call: Call) async throws(ServiceError) -> State {
        let answer = state.withLock { state -> State in
            state.calls.append(call)
            return state
        }
        if answer.delay > .zero {
            do {
                try await Task.sleep(for: answer.delay)
            } catch {
                state.withLock { $0.cancelledCalls.append(call) }
                throw .cancelled
            }
        }
        if let failure = answer.failure { throw failure }
        return answer
    }
}

import Domain
import Foundation

@testable import ContactList

/// Records, in order, every message a contact list use case sends.
@MainActor
final class ContactListOutputSpy: ContactListInteractorOutput {
    enum Message: Equatable {
        case start(cachedAt: Date?)
        case contact(ContactListPresentationModel)
        case noContactsFound
        case noContacts(matching: String)
        case error(ServiceError)
        case end
    }

    private(set) var messages: [Message] = []

    /// Forgets the messages so far.
    func reset() { messages = [] }

    func presentContactListStart(cachedAt: Date?) { messages.append(.start(cachedAt: cachedAt)) }
    func present(contact: ContactListPresentationModel) { messages.append(.contact(contact)) }
    func presentNoContactsFound() { messages.append(.noContactsFound) }
    func presentNoContacts(matching query: String) { messages.append(.noContacts(matching: query)) }
    func present(error: ServiceError) { messages.append(.error(error)) }
    func presentContactListEnd() { messages.append(.end) }
}

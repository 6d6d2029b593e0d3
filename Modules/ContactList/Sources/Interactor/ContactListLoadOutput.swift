import Domain
import Foundation

/// What the contact list's use case sends when it loads the contacts (seed 002: one output
/// protocol per event): the same Start, contact…, End sequence as a search, or, between Start and
/// End, why the contacts could not be loaded.
@MainActor
public protocol ContactListLoadOutput: AnyObject {
    /// A new list begins; `cachedAt` is when the contacts were saved on this device if they are
    /// the cached copy because the server could not be reached, `nil` when they are fresh.
    func presentContactListStart(cachedAt: Date?)
    /// One contact of the list, in the list's order.
    func present(contact: ContactListPresentationModel)
    /// The user has no contacts at all.
    func presentNoContactsFound()
    /// The user has contacts but none whose name contains `query` (a search was captured before
    /// the load ended).
    func presentNoContacts(matching query: String)
    /// The contacts could not be loaded.
    func present(error: ServiceError)
    /// The list is complete.
    func presentContactListEnd()
}

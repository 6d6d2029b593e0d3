import Foundation

/// What the contact list's use case sends for a search (seed 002: one output protocol per event):
/// Start, one presentation model per matching contact, End; or, between Start and End, that the
/// user has no contacts or that none matches.
@MainActor
protocol ContactListSearchOutput: AnyObject {
    /// A new list begins; `cachedAt` is when the contacts were saved on this device if they are
    /// the cached copy because the server could not be reached, `nil` when they are fresh.
    func presentContactListStart(cachedAt: Date?)
    /// One contact of the list, in the list's order.
    func present(contact: ContactListPresentationModel)
    /// The user has no contacts at all.
    func presentNoContactsFound()
    /// The user has contacts but none whose name contains `query`.
    func presentNoContacts(matching query: String)
    /// The list is complete.
    func presentContactListEnd()
}

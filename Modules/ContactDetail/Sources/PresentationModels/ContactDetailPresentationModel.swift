import Domain
import Foundation

/// The contact as the contact detail's use case outputs it: copied out of the ``Contact`` entity,
/// with nothing formatted for display.
struct ContactDetailPresentationModel: Sendable, Equatable {
    /// The contact's id.
    let id: Int64
    /// The contact's full name.
    let name: String
    /// The contact's phone number, as written.
    let phone: String
    /// The contact's postal address on one line.
    let address: String
    /// The company the contact works for.
    let company: String
    /// When the contact was saved on this device if it is the offline copy, `nil` when fresh.
    let cachedAt: Date?

    /// The presentation model of `contact`, read at `cachedAt` (`nil`: fresh from the server).
    init(contact: Contact, cachedAt: Date?) {
        self.id = contact.id
        self.name = contact.name
        self.phone = contact.phone
        self.address = contact.address
        self.company = contact.company
        self.cachedAt = cachedAt
    }
}

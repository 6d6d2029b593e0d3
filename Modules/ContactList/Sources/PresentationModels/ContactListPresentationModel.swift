import Domain

/// One contact as the contact list's use case outputs it: only what a row needs, copied out of the
/// ``Contact`` entity, with nothing formatted for display.
struct ContactListPresentationModel: Sendable, Equatable {
    /// The contact's id, kept so that selecting the row can open the contact.
    let id: Int64
    /// The contact's full name.
    let name: String
    /// The contact's phone number, as written.
    let phone: String

    /// The presentation model of `contact`.
    init(contact: Contact) {
        self.id = contact.id
        self.name = contact.name
        self.phone = contact.phone
    }
}

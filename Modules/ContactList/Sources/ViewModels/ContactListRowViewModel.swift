import ViperKit

/// One row of the contact list, which mixes kinds of rows: a contact, the message that there is no
/// contact to show, or the message that the contacts could not be loaded. Each kind has its own
/// cell kind, as each has its own cell identifier in a table view.
enum ContactListRowViewModel: Sendable, Equatable {
    /// A contact; selecting it opens the contact.
    case contact(ContactListContactViewModel)
    /// "No contacts found", or that no contact matches the search.
    case noContacts(message: String)
    /// Why the contacts could not be loaded.
    case error(message: String)

    /// The cell kind a shell draws the row with.
    var cellKind: CellKind {
        switch self {
        case .contact: .subtitle
        case .noContacts: .message
        case .error: .error
        }
    }
}

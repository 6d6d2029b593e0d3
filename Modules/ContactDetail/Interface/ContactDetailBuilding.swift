import ViperKit

/// Builds the contact detail module for one contact (the contact list's router passes the id).
@MainActor
public protocol ContactDetailBuilding {
    /// A new contact detail module for `input`'s contact.
    func build(input: ContactDetailInput) -> Module
}

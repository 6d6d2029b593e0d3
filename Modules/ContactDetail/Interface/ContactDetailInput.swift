/// What the contact detail module is built with: the contact to show.
public struct ContactDetailInput: Sendable, Equatable {
    /// The contact's id.
    public let contactID: Int64

    /// An input for contact `contactID`.
    public init(contactID: Int64) {
        self.contactID = contactID
    }
}

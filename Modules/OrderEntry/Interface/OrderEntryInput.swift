/// What the order entry module is built with: the contact the new order is for.
public struct OrderEntryInput: Sendable, Equatable {
    /// The contact's id.
    public let contactID: Int64

    /// An input for a new order for contact `contactID`.
    public init(contactID: Int64) {
        self.contactID = contactID
    }
}

/// A person the logged-in user sells to.
public struct Contact: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The contact's id.
    public let id: Int64
    /// The contact's full name.
    public let name: String
    /// The contact's phone number, as written.
    public let phone: String
    /// The contact's postal address on one line.
    public let address: String
    /// The company the contact works for.
    public let company: String

    /// Creates a contact.
    public init(id: Int64, name: String, phone: String, address: String, company: String) {
        self.id = id
        self.name = name
        self.phone = phone
        self.address = address
        self.company = company
    }
}

extension FakeContactManager {
    /// One call a ``FakeContactManager`` received.
    public enum Call: Sendable, Equatable, Hashable {
        /// `contacts(of:)`, with the user's id.
        case contacts(userID: Int64)
        /// `contact(id:)`.
        case contact(id: Int64)

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `contacts(of:)`.
            case contacts
            /// `contact(id:)`.
            case contact
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .contacts: .contacts
            case .contact: .contact
            }
        }
    }
}

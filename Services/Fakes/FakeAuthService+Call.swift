import Domain

extension FakeAuthService {
    /// One call a ``FakeAuthService`` received, with its arguments.
    public enum Call: Sendable, Equatable, Hashable {
        /// `logIn(username:password:)`.
        case logIn(username: String, password: String)
        /// `logOut()`.
        case logOut

        /// Which operation a call is, so a failure can be aimed at one operation.
        public enum Kind: Sendable, Equatable, Hashable, CaseIterable {
            /// `logIn(username:password:)`.
            case logIn
            /// `logOut()`, which cannot fail.
            case logOut
        }

        /// The operation this call is.
        public var kind: Kind {
            switch self {
            case .logIn: .logIn
            case .logOut: .logOut
            }
        }
    }
}

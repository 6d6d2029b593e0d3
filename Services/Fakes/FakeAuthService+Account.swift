import Domain

extension FakeAuthService {
    /// A user a ``FakeAuthService`` accepts, with the password that logs them in.
    public struct Account: Sendable, Equatable {
        /// The name typed to log in.
        public let username: String
        /// The password that logs in.
        public let password: String
        /// The user the session belongs to.
        public let user: User

        /// Creates an account.
        public init(username: String, password: String, user: User) {
            self.username = username
            self.password = password
            self.user = user
        }

        /// The demo account: username `demo`, password `password`.
        public static let demo = Account(
            username: "demo",
            password: "password",
            user: User(id: 1, username: "demo", displayName: "Demo User")
        )
    }
}

import Domain

/// A stored user with the hash of their password, for checking a login.
public struct UserCredentials: Sendable, Equatable {
    /// The user.
    public let user: User
    /// The password hash as stored (a bcrypt string; the store never sees passwords).
    public let passwordHash: String

    /// Creates credentials.
    public init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}

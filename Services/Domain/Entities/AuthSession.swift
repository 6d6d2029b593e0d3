/// A logged-in session: the bearer token the API gave and the user it belongs to.
public struct AuthSession: Sendable, Equatable, Codable {
    /// The bearer token to send with every authenticated request.
    public let token: String
    /// The logged-in user.
    public let user: User

    /// Creates a session.
    public init(token: String, user: User) {
        self.token = token
        self.user = user
    }
}

/// A sign-in: the bearer token the API gave when a user logged in, and the user it belongs to.
/// (A browser's session, which may or may not hold a sign-in, is the web shell's `WebSession`.)
public struct SignIn: Sendable, Equatable, Codable {
    /// The bearer token to send with every authenticated request.
    public let token: String
    /// The logged-in user.
    public let user: User

    /// Creates a sign-in.
    public init(token: String, user: User) {
        self.token = token
        self.user = user
    }
}

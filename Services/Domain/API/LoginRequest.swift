/// The body of `POST /api/login`.
public struct LoginRequest: Sendable, Equatable, Codable {
    /// The username.
    public let username: String
    /// The password.
    public let password: String

    /// Creates a request.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

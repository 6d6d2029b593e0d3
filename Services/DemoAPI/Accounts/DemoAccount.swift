/// A user account the demo server creates in every database.
public struct DemoAccount: Sendable, Equatable {
    /// The name to log in with.
    public let username: String
    /// The password to log in with.
    public let password: String
    /// The name shown to people.
    public let displayName: String

    /// Creates an account.
    public init(username: String, password: String, displayName: String) {
        self.username = username
        self.password = password
        self.displayName = displayName
    }
}

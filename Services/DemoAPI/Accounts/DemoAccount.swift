/// A user account the demo server creates in every database.
public struct DemoAccount: Sendable, Equatable {
    /// The name to log in with.
    public let username: String
    /// The password to log in with.
    public let password: String
    /// The name shown to people.
    public let displayName: String
    /// The feature flag values its database row starts with (a value flipped since is kept).
    public let flags: [String: Bool]

    /// Creates an account.
    public init(username: String, password: String, displayName: String, flags: [String: Bool] = [:]) {
        self.username = username
        self.password = password
        self.displayName = displayName
        self.flags = flags
    }
}

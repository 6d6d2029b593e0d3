/// A user of the app.
public struct User: Sendable, Equatable, Hashable, Codable, Identifiable {
    /// The user's id.
    public let id: Int64
    /// The name the user logs in with.
    public let username: String
    /// The name shown to people.
    public let displayName: String

    /// Creates a user.
    public init(id: Int64, username: String, displayName: String) {
        self.id = id
        self.username = username
        self.displayName = displayName
    }
}

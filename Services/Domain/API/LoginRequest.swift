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

    /// Why the server refuses these credentials before checking them (a sentence), or `nil`.
    /// A control character (a NUL byte, a line break) never belongs in a username or password, and
    /// a NUL would end the password early for the hash, so `demo1234\0xyz` would pass as `demo1234`.
    public var problem: String? {
        guard Self.hasControlCharacter(username) || Self.hasControlCharacter(password) else { return nil }
        return "A username or password cannot contain control characters such as a NUL byte or a line break."
    }

    /// Whether `text` holds a control character (Unicode's general category Cc).
    public static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

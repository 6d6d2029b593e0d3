/// What the Order entry form sends once every field is valid.
public struct OrderEntrySubmission: Sendable, Equatable {
    /// The name entered, trimmed.
    public let name: String
    /// The email address entered, trimmed.
    public let email: String

    /// Creates a submission.
    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

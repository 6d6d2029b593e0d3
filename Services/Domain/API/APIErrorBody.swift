/// The JSON body of every error answer of the demo API.
public struct APIErrorBody: Sendable, Equatable, Codable {
    /// A short machine-readable code (`invalid_credentials`, `not_found`, `invalid_request`, …).
    public let error: String
    /// A sentence a person can read.
    public let message: String

    /// Creates a body.
    public init(error: String, message: String) {
        self.error = error
        self.message = message
    }
}

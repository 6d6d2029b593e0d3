import Foundation

/// A copy of the document cache as it is kept: the API's bytes and the validator the API gave
/// with them (see ``DocumentCacheStore``).
public struct StoredDocument: Sendable, Equatable {
    /// The answer's body as the API sent it.
    public let body: Data
    /// The answer's validator (its `ETag`), `nil` when the API gave none.
    public let validator: String?

    /// A copy of `body`, given with `validator`.
    public init(body: Data, validator: String?) {
        self.body = body
        self.validator = validator
    }
}

import Foundation

/// What the API answered a read with: the value, and the answer's bytes, so that a cache keeps
/// the bytes as they came instead of encoding the value again, and the answer's validator, so
/// that a later read can ask whether they are still current.
public struct APIDocument<Value: Sendable>: Sendable {
    /// The answer, decoded.
    public let value: Value
    /// The answer's body: the API's JSON.
    public let body: Data
    /// The answer's validator (its `ETag`, as sent), `nil` when it had none.
    public let validator: String?

    /// A value and the JSON it was decoded from, given without a validator.
    public init(value: Value, body: Data) {
        self.init(value: value, body: body, validator: nil)
    }

    /// A value, the JSON it was decoded from, and the validator it was given with.
    public init(value: Value, body: Data, validator: String?) {
        self.value = value
        self.body = body
        self.validator = validator
    }
}

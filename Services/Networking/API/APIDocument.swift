import Foundation

/// What the API answered a read with: the value, and the answer's bytes, so that a cache keeps
/// the bytes as they came instead of encoding the value again.
public struct APIDocument<Value: Sendable>: Sendable {
    /// The answer, decoded.
    public let value: Value
    /// The answer's body: the API's JSON.
    public let body: Data

    /// A value and the JSON it was decoded from.
    public init(value: Value, body: Data) {
        self.value = value
        self.body = body
    }
}

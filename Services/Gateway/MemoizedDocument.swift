import Foundation

/// A document a read-through keeps in memory (see ``DocumentMemo``): the value as it was decoded,
/// the validator the API gave with it, and when the user's copy of it on the device was last
/// known current.
struct MemoizedDocument<Value: Sendable>: Sendable {
    /// The value, decoded.
    let value: Value
    /// The validator the API gave with it.
    let validator: String
    /// When its copy in the document cache was saved or last confirmed current.
    let savedAt: Date
}

import Foundation

/// A value read from the client database's cache, and when it was saved there.
public struct CachedCopy<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// When it was saved.
    public let savedAt: Date

    /// Creates a copy.
    public init(value: Value, savedAt: Date) {
        self.value = value
        self.savedAt = savedAt
    }
}

extension CachedCopy: Equatable where Value: Equatable {}

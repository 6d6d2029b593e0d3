import Foundation

/// A value a manager read, and whether it came from the server or from the local cache because
/// the server could not be reached (the screen then shows an "offline" notice, not an error).
public struct Fetched<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it came from.
    public let source: FetchSource

    /// Wraps `value` read from `source`.
    public init(_ value: Value, source: FetchSource) {
        self.value = value
        self.source = source
    }

    /// Whether the value is the cached copy because the server could not be reached.
    public var isOffline: Bool {
        if case .cache = source { return true }
        return false
    }

    /// The same source with a transformed value.
    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> Fetched<T> {
        Fetched<T>(try transform(value), source: source)
    }
}

extension Fetched: Equatable where Value: Equatable {}

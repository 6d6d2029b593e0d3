/// What ``eventually(_:limit:_:)`` throws when its condition did not become true in time.
public struct ConditionTimeout: Error, CustomStringConvertible {
    /// What was waited for.
    public let what: String

    /// "Gave up waiting for …".
    public var description: String { "Gave up waiting for \(what)." }
}

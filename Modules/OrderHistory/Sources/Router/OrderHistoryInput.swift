/// What the Order history module is built with. Add the values a caller passes in (an id, a filter).
public struct OrderHistoryInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

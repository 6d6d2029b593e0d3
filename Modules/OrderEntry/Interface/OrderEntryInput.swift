/// What the Order entry module is built with. Add the values a caller passes in (an id, a filter).
public struct OrderEntryInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

/// What the Account module is built with. Add the values a caller passes in (an id, a filter).
public struct AccountInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

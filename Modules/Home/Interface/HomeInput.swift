/// What the Home module is built with. Add the values a caller passes in (an id, a filter).
public struct HomeInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

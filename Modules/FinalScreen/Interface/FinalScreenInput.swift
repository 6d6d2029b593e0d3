/// What the Final screen module is built with. Add the values a caller passes in (an id, a filter).
public struct FinalScreenInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

/// What the Contact detail module is built with. Add the values a caller passes in (an id, a filter).
public struct ContactDetailInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

/// What the Contact list module is built with. Add the values a caller passes in (an id, a filter).
public struct ContactListInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

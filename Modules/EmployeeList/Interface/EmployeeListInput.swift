/// What the employee list is built with: nothing, it always lists the whole directory.
public struct EmployeeListInput: Sendable, Equatable {
    /// Creates an input.
    public init() {}
}

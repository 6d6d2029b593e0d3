import ViperKit

/// Builds the Employee list module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol EmployeeListBuilding {
    /// A new Employee list module built with `input`, reporting to `delegate` (held weakly).
    func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module
}

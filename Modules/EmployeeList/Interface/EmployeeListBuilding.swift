import ViperKit

/// Builds the employee list module. The App injects an implementation; nothing else knows the module's types.
@MainActor
public protocol EmployeeListBuilding {
    /// A new employee list module built with `input`, reporting to `delegate` (held weakly).
    func build(input: EmployeeListInput, delegate: (any EmployeeListDelegate)?) -> Module
}

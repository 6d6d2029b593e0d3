import ViperKit

/// Builds the login module. The App injects an implementation; nothing else knows the module's types.
@MainActor
public protocol LoginBuilding {
    /// A new login module for `input` that reports to `delegate` (held weakly).
    func build(input: LoginInput, delegate: (any LoginDelegate)?) -> Module
}

import ViperKit

/// Builds the account module. The App injects an implementation; nothing else knows the module's types.
@MainActor
public protocol AccountBuilding {
    /// A new account module, reporting selections to `delegate` (held weakly).
    func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module
}

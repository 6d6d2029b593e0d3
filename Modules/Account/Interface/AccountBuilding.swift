import ViperKit

/// Builds the Account module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol AccountBuilding {
    /// A new Account module built with `input`, reporting to `delegate` (held weakly).
    func build(input: AccountInput, delegate: (any AccountDelegate)?) -> Module
}

import ViperKit

/// Builds the Contact list module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol ContactListBuilding {
    /// A new Contact list module built with `input`, reporting to `delegate` (held weakly).
    func build(input: ContactListInput, delegate: (any ContactListDelegate)?) -> Module
}

import ViperKit

/// Builds the Contact detail module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol ContactDetailBuilding {
    /// A new Contact detail module built with `input`, reporting to `delegate` (held weakly).
    func build(input: ContactDetailInput, delegate: (any ContactDetailDelegate)?) -> Module
}

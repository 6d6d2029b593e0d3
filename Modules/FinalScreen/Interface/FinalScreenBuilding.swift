import ViperKit

/// Builds the Final screen module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol FinalScreenBuilding {
    /// A new Final screen module built with `input`, reporting to `delegate` (held weakly).
    func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module
}

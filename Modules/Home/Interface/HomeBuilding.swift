import ViperKit

/// Builds the Home module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol HomeBuilding {
    /// A new Home module built with `input`, reporting to `delegate` (held weakly).
    func build(input: HomeInput, delegate: (any HomeDelegate)?) -> Module
}

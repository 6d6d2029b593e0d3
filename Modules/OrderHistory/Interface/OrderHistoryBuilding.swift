import ViperKit

/// Builds the Order history module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol OrderHistoryBuilding {
    /// A new Order history module built with `input`, reporting to `delegate` (held weakly).
    func build(input: OrderHistoryInput, delegate: (any OrderHistoryDelegate)?) -> Module
}

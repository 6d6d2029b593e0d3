import ViperKit

/// Builds the Order entry module. A router calls it with the input and, as the delegate, the module
/// that wants to hear what happened.
@MainActor
public protocol OrderEntryBuilding {
    /// A new Order entry module built with `input`, reporting to `delegate` (held weakly).
    func build(input: OrderEntryInput, delegate: (any OrderEntryDelegate)?) -> Module
}

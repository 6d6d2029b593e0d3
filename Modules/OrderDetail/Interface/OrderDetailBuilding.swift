import ViperKit

/// Builds the order detail module. A router calls it with the input and, as the delegate, the
/// module that wants to hear what happened.
@MainActor
public protocol OrderDetailBuilding {
    /// A new order detail module for `input`'s order, reporting to `delegate` (held weakly).
    func build(input: OrderDetailInput, delegate: (any OrderDetailDelegate)?) -> Module
}

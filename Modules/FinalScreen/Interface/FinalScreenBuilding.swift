import ViperKit

/// Builds the final screen. A router calls it with the selected value and, as the delegate,
/// itself, so it can dismiss the screen it presents.
@MainActor
public protocol FinalScreenBuilding {
    /// A new final screen showing `input.value`, closed through `delegate` (held weakly).
    func build(input: FinalScreenInput, delegate: (any FinalScreenDelegate)?) -> Module
}

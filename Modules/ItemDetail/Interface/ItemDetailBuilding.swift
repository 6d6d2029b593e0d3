import ViperKit

/// Builds the item detail module. A router calls it with the chosen item's id and, as the delegate,
/// the module that wants to hear about changes.
@MainActor
public protocol ItemDetailBuilding {
    /// A new item detail module showing item `input.id`, reporting changes to `delegate` (held weakly).
    func build(input: ItemDetailInput, delegate: (any ItemDetailDelegate)?) -> Module
}

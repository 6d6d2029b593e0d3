import Domain

/// Hears what the item detail module changed, so the module that opened it can update itself
/// without reloading. Held weakly by the module, as every delegate is.
@MainActor
public protocol ItemDetailDelegate: AnyObject {
    /// `item` was saved with a change (for example it was enabled or disabled).
    func itemDetail(didUpdate item: Item)
}

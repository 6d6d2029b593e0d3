/// What the item detail module is built with: the id of the item to show. A caller passes the id,
/// never the entity, and the module reads the item itself.
public struct ItemDetailInput: Sendable, Equatable {
    /// The id of the item to show.
    public let id: Int64

    /// Creates an input for item `id`.
    public init(id: Int64) {
        self.id = id
    }
}

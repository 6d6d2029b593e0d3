/// What the item detail module is built with: the id of the item to show (seed 003's id passing).
public struct ItemDetailInput: Sendable, Equatable {
    /// The id of the item to show.
    public let id: Int64

    /// Creates an input for item `id`.
    public init(id: Int64) {
        self.id = id
    }
}

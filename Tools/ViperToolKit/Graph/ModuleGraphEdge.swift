/// A dependency between two modules of the graph.
public struct ModuleGraphEdge: Sendable, Hashable {
    /// The module that depends.
    public let from: String
    /// The module it depends on.
    public let to: String

    /// Creates an edge `from --> to`.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}

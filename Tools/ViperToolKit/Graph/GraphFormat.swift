/// A text format the module graph can be printed in.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// Mermaid (`graph TD`), which GitHub renders in Markdown.
    case mermaid
    /// Graphviz DOT.
    case dot
}

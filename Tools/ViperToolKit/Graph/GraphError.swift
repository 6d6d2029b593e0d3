/// Why the module graph could not be written.
public enum GraphError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The README has no `<!-- viper:graph:start -->` / `<!-- viper:graph:end -->` block.
    case readmeMarkersMissing(String)
    /// Graphviz's `dot` is not on the PATH.
    case graphvizNotInstalled
    /// `dot` ran and failed.
    case graphvizFailed(status: Int32)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case let .readmeMarkersMissing(path):
            "\(path) has no \(ReadmeGraphSection.startMarker) … \(ReadmeGraphSection.endMarker) block to replace"
        case .graphvizNotInstalled:
            "Graphviz is not installed (no `dot` on the PATH): install it (apt-get install graphviz, brew install graphviz) to render SVG, or use --format dot"
        case let .graphvizFailed(status):
            "dot -Tsvg failed (exit \(status))"
        }
    }
}

/// Replaces the generated graph between the README's markers, leaving everything else as it is.
public struct ReadmeGraphSection: Sendable {
    /// The line that opens the generated block.
    public static let startMarker = "<!-- viper:graph:start -->"
    /// The line that closes the generated block.
    public static let endMarker = "<!-- viper:graph:end -->"

    /// Creates a section writer.
    public init() {}

    /// `readme` with the block between the markers replaced by `mermaid` in a fenced block;
    /// `nil` when the markers are missing. Replacing twice with the same graph changes nothing.
    public func replacing(in readme: String, with mermaid: String) -> String? {
        guard let start = readme.range(of: Self.startMarker),
            let end = readme.range(of: Self.endMarker, range: start.upperBound ..< readme.endIndex)
        else { return nil }
        let body = mermaid.hasSuffix("\n") ? mermaid : mermaid + "\n"
        let block = "\n```mermaid\n" + body + "```\n"
        return String(readme[..<start.upperBound]) + block + String(readme[end.lowerBound...])
    }
}

/// A line of prose (an article, a README, a comment) that names a module a rename or a removal
/// changed: listed for a person to reread, never rewritten.
public struct ProseMention: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the package (after the change's moves).
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The line's text, trimmed.
    public let text: String

    /// Creates a mention.
    public init(file: String, line: Int, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }

    public var description: String { "\(file):\(line): \(text)" }
}

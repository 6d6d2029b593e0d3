/// A stretch of a file, in UTF-8 offsets, and what it is to a rename: code that names things
/// (an identifier, a string literal's text, a script's code) is rewritten; prose (a comment, a
/// docstring, an article) is only reported.
public struct TextRegion: Sendable, Equatable {
    /// What a region holds.
    public enum Kind: Sendable, Equatable {
        /// One Swift identifier token: rewritten when the whole token is a name being changed.
        case identifier
        /// Text whose words are names (a string literal, a script's code, a CODEOWNERS path):
        /// each word being changed is rewritten.
        case words
        /// A comment or an article: names in it are listed, never rewritten.
        case prose
    }

    /// The first byte.
    public let start: Int
    /// One past the last byte.
    public let end: Int
    /// What it holds.
    public let kind: Kind

    /// Creates a region.
    public init(start: Int, end: Int, kind: Kind) {
        self.start = start
        self.end = end
        self.kind = kind
    }
}

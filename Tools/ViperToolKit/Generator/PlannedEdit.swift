/// An existing file the generator will change (or create, as CODEOWNERS may be): its new text and
/// the lines it inserts, for the dry run and the summary.
public struct PlannedEdit: Sendable, Equatable {
    /// The path relative to the package's folder.
    public let path: String
    /// The file's full text after the edit.
    public let contents: String
    /// The lines inserted, trimmed.
    public let insertedLines: [String]

    /// Creates a planned edit.
    public init(path: String, contents: String, insertedLines: [String]) {
        self.path = path
        self.contents = contents
        self.insertedLines = insertedLines
    }
}

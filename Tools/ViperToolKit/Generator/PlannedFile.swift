/// A file the generator will create: its path relative to the package and its contents.
public struct PlannedFile: Sendable, Equatable {
    /// The path relative to the package's folder.
    public let path: String
    /// The full text.
    public let contents: String

    /// Creates a planned file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

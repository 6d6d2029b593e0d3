/// What the checker reads from one Swift source file.
public struct ScannedSource: Sendable, Hashable, Codable {
    /// Its `import` declarations, in order (those of every `#if` branch).
    public let imports: [SourceImport]
    /// Its outermost `public`, `open` and `package` declarations, in order.
    public let publicDeclarations: [PublicDeclaration]
    /// Its protocols, types and extensions, outside function bodies, in order.
    public let types: [TypeDeclaration]
    /// Every identifier its code uses (not its comments or string literals), so a rule can tell
    /// whether a file uses a type such as `ModuleTestStore`.
    public let identifiers: Set<String>
    /// The text of every plain string literal (no interpolation), as written between its quotes:
    /// what a string table's keys are matched against.
    public let stringLiterals: Set<String>

    /// Creates a record.
    public init(
        imports: [SourceImport], publicDeclarations: [PublicDeclaration], types: [TypeDeclaration] = [], identifiers: Set<String> = [],
        stringLiterals: Set<String> = []
    ) {
        self.imports = imports
        self.publicDeclarations = publicDeclarations
        self.types = types
        self.identifiers = identifiers
        self.stringLiterals = stringLiterals
    }
}

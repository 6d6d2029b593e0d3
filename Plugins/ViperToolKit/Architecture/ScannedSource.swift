/// What the checker reads from one Swift source file.
public struct ScannedSource: Sendable, Hashable {
    /// Its `import` declarations, in order (those of every `#if` branch).
    public let imports: [SourceImport]
    /// Its outermost `public`, `open` and `package` declarations, in order.
    public let publicDeclarations: [PublicDeclaration]

    /// Creates a record.
    public init(imports: [SourceImport], publicDeclarations: [PublicDeclaration]) {
        self.imports = imports
        self.publicDeclarations = publicDeclarations
    }
}

/// A `public`, `open` or `package` declaration of a Swift source file (the outermost one: the members of a
/// public type or extension are part of it), with the allowance written next to it, if any.
public struct PublicDeclaration: Sendable, Hashable, Codable {
    /// What is declared, as a keyword and a name (`class ItemsListDefaultPresenter`, `extension ServiceError`).
    public let name: String
    /// `public`, `open` or `package`.
    public let access: String
    /// The file, relative to the package root.
    public let file: String
    /// The 1-based line of the access modifier.
    public let line: Int
    /// The reason of the `// viper:public <reason>` comment above the declaration: `nil` without
    /// such a comment, empty when the comment gives no reason.
    public let allowance: String?

    /// Creates a record.
    public init(name: String, access: String, file: String, line: Int, allowance: String? = nil) {
        self.name = name
        self.access = access
        self.file = file
        self.line = line
        self.allowance = allowance
    }

    /// The comment that allows a public declaration in a feature's sources, followed by its reason.
    public static let allowanceMarker = "viper:public"
}

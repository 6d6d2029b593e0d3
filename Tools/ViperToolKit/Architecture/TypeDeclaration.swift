/// A protocol, class, struct, enum, actor or extension declared in a Swift source file (at the top
/// level, in an `#if` branch or inside another type), with the types it inherits from or conforms
/// to as written, so the `module-shape` rule can tell where a role protocol is declared and which
/// test type conforms to a module's own role.
public struct TypeDeclaration: Sendable, Hashable, Codable {
    /// `protocol`, `class`, `struct`, `enum`, `actor` or `extension`.
    public let keyword: String
    /// The declared name (for an extension, the extended type as written).
    public let name: String
    /// The inherited types as written, generic arguments and module prefixes dropped
    /// (`ItemsList.ItemsListView` is `ItemsListView`).
    public let inherited: [String]
    /// The file, relative to the package root.
    public let file: String
    /// The 1-based line of the keyword.
    public let line: Int

    /// Creates a record.
    public init(keyword: String, name: String, inherited: [String] = [], file: String, line: Int) {
        self.keyword = keyword
        self.name = name
        self.inherited = inherited
        self.file = file
        self.line = line
    }

    /// Whether it declares a protocol.
    public var isProtocol: Bool { keyword == "protocol" }
}

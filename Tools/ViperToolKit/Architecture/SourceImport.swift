/// One `import` line of a Swift source file.
public struct SourceImport: Sendable, Hashable, Codable {
    /// The imported module (`Foundation` for `import struct Foundation.URL`).
    public let module: String
    /// The file, relative to the package root.
    public let file: String
    /// The 1-based line number.
    public let line: Int
    /// Whether it is `@testable`.
    public let isTestable: Bool

    /// Creates an import record.
    public init(module: String, file: String, line: Int, isTestable: Bool = false) {
        self.module = module
        self.file = file
        self.line = line
        self.isTestable = isTestable
    }
}

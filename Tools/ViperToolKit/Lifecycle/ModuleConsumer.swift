/// Something outside a module that still needs it: where, what it says, and the team that owns
/// that place (from CODEOWNERS), so whoever retires the module knows whom to ask.
public struct ModuleConsumer: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the package.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The line's text, trimmed.
    public let text: String
    /// The owning team (`@team-account`), or `nobody` when no CODEOWNERS line covers it.
    public let owner: String

    /// Creates a consumer.
    public init(file: String, line: Int, text: String, owner: String) {
        self.file = file
        self.line = line
        self.text = text
        self.owner = owner
    }

    public var description: String { "\(file):\(line) (\(owner)): \(text)" }
}

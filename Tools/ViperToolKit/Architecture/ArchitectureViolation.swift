/// One broken rule, with where to look.
public struct ArchitectureViolation: Sendable, Hashable, CustomStringConvertible {
    /// The rule broken.
    public let rule: ArchitectureRule
    /// The target that breaks it.
    public let target: String
    /// The file to look at, relative to the package root (`Package.swift` for the manifest).
    public let file: String
    /// The 1-based line in `file`.
    public let line: Int
    /// What exactly is wrong ("ItemsList depends on ItemDetail (feature ItemDetail's implementation)").
    public let detail: String

    /// Creates a violation.
    public init(rule: ArchitectureRule, target: String, file: String, line: Int, detail: String) {
        self.rule = rule
        self.target = target
        self.file = file
        self.line = line
        self.detail = detail
    }

    /// One line, compiler style: `file:line: error: [rule] sentence: detail`.
    public var description: String {
        "\(file):\(line): error: [\(rule.rawValue)] \(rule.sentence): \(detail) (target \(target))"
    }
}

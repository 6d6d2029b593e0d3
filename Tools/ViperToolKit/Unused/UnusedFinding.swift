/// One thing nobody uses: a public declaration of an Interface or a Testing kit that no other
/// target's code names, or a feature that nothing of another module reaches.
public struct UnusedFinding: Sendable, Equatable, Codable, CustomStringConvertible {
    /// What was found.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// A public declaration no other target names.
        case declaration
        /// A feature no plugin list, tab or other module reaches.
        case feature
    }

    /// What was found.
    public let kind: Kind
    /// The target that declares it (the feature's name for a feature).
    public let target: String
    /// The declaration (`ItemsListInput.init(selection:)`) or the feature.
    public let symbol: String
    /// Where it is declared, relative to the package.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The owning team, from CODEOWNERS (`nobody` when no line covers it).
    public let owner: String

    /// Creates a finding.
    public init(kind: Kind, target: String, symbol: String, file: String, line: Int, owner: String) {
        self.kind = kind
        self.target = target
        self.symbol = symbol
        self.file = file
        self.line = line
        self.owner = owner
    }

    public var description: String {
        switch kind {
        case .declaration: "\(file):\(line): \(target).\(symbol) is public and no other target names it  (\(owner))"
        case .feature: "\(file):\(line): the feature \(target) is reached by no plugin list, tab or other module  (\(owner))"
        }
    }
}

/// One difference between a target's public API at the base and now, classified, with the modules
/// it reaches and the teams that own them.
public struct APIChange: Sendable, Hashable, Codable {
    /// The target whose API changed.
    public let target: String
    /// The symbol's qualified name at the base (for an addition, now): what an acknowledgement names.
    public let symbol: String
    /// Additive or breaking: breaking when any reason is.
    public let severity: APIChangeSeverity
    /// What changed, one sentence each (`new parameter \`reason:\` without a default value`).
    public let reasons: [String]
    /// The declaration at the base, `nil` for an addition.
    public let before: String?
    /// The declaration now, `nil` for a removal.
    public let after: String?
    /// Where it is declared now (at the base for a removal), relative to the package's folder.
    public let file: String
    /// The 1-based line there.
    public let line: Int
    /// For a breaking change, every target that depends on ``target``, directly or not, sorted.
    public internal(set) var dependents: [String] = []
    /// The owners (from CODEOWNERS) of the dependents, sorted: the teams to ask.
    public internal(set) var owners: [String] = []
    /// The reason of the acknowledgement this change added for it, `nil` when it has none.
    public internal(set) var acknowledgement: String?

    /// Creates a change.
    public init(
        target: String, symbol: String, severity: APIChangeSeverity, reasons: [String], before: String?, after: String?, file: String,
        line: Int
    ) {
        self.target = target
        self.symbol = symbol
        self.severity = severity
        self.reasons = reasons
        self.before = before
        self.after = after
        self.file = file
        self.line = line
    }

    /// Whether it breaks other modules and no acknowledgement in the change accepts that.
    public var blocks: Bool { severity == .breaking && acknowledgement == nil }
}

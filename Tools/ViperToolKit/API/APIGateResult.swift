/// What `viper api` found: every API change between the base and now, classified, each breaking one
/// with the modules it reaches, their owners and its acknowledgement, if the change has one.
public struct APIGateResult: Sendable, Hashable, Codable {
    /// The base, as `HEAD~1 (f89b361)`.
    public let base: String
    /// The targets whose API was read (those with a changed file), sorted.
    public let targetsRead: [String]
    /// Every change, sorted by target and symbol.
    public let changes: [APIChange]
    /// Acknowledgement lines that give no reason.
    public let acknowledgementProblems: [String]
    /// Symbols the change acknowledges that no breaking change names (stale or misspelled), sorted.
    public let unusedAcknowledgements: [String]

    /// Creates a result.
    public init(base: String, targetsRead: [String], changes: [APIChange], acknowledgementProblems: [String], unusedAcknowledgements: [String]) {
        self.base = base
        self.targetsRead = targetsRead
        self.changes = changes
        self.acknowledgementProblems = acknowledgementProblems
        self.unusedAcknowledgements = unusedAcknowledgements
    }

    /// The breaking changes.
    public var breaking: [APIChange] { changes.filter { $0.severity == .breaking } }
    /// The breaking changes no acknowledgement accepts.
    public var blocking: [APIChange] { changes.filter(\.blocks) }
    /// Whether the gate lets the change through: nothing blocks and every acknowledgement has a reason.
    public var passes: Bool { blocking.isEmpty && acknowledgementProblems.isEmpty }
}

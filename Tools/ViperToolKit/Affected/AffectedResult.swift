/// What a change affects: the changed files, the targets they change, and every target that depends on one of those,
/// all the way up, sorted into groups.
public struct AffectedResult: Sendable, Hashable {
    /// The commit the change is measured from.
    public let base: ChangeBase
    /// Every changed file, relative to the package's folder, sorted.
    public let changedFiles: [String]
    /// The changed files no target owns (README.md, CODEOWNERS, scripts, templates), sorted: they affect nothing.
    public let outsideTargets: [String]
    /// What the change of Package.swift changes; `nil` when Package.swift did not change.
    public let manifestChange: ManifestChange?
    /// The targets that changed themselves (a file in their folder, or their declaration), sorted.
    public let changedTargets: [String]
    /// Whether the change affects every target (third-party packages or package settings changed).
    public let everything: Bool
    /// For each selected target, a shortest chain down to a changed target.
    public let chains: [String: AffectedChain]
    /// For each selected target, the owners CODEOWNERS gives its folder (empty: none); `nil` when the package has no
    /// CODEOWNERS.
    public let owners: [String: [String]]?
    private let groups: [AffectedGroup: [String]]

    /// How a target without an owner is grouped and named.
    public static let noOwner = "(no owner)"

    /// A result selecting `groups`' targets, each with its chain.
    public init(
        base: ChangeBase, changedFiles: [String], outsideTargets: [String], manifestChange: ManifestChange?,
        changedTargets: [String], everything: Bool, groups: [AffectedGroup: [String]], chains: [String: AffectedChain],
        owners: [String: [String]]? = nil
    ) {
        self.base = base
        self.changedFiles = changedFiles.sorted()
        self.outsideTargets = outsideTargets.sorted()
        self.manifestChange = manifestChange
        self.changedTargets = changedTargets.sorted()
        self.everything = everything
        self.groups = groups.mapValues { $0.sorted() }
        self.chains = chains
        self.owners = owners
    }

    /// The selected targets of `group`, sorted.
    public func targets(in group: AffectedGroup) -> [String] { groups[group] ?? [] }

    /// Every selected target, tests included, sorted.
    public var targets: [String] { groups.values.flatMap { $0 }.sorted() }

    /// Selected features and Interfaces.
    public var features: [String] { targets(in: .features) }
    /// Selected core targets (ViperKit, its support, Domain, Fakes).
    public var core: [String] { targets(in: .core) }
    /// Selected live services.
    public var services: [String] { targets(in: .services) }
    /// Selected app targets (WebShell, AppComposition, App).
    public var app: [String] { targets(in: .app) }
    /// Selected tooling, benchmarks and other targets.
    public var tooling: [String] { targets(in: .tooling) }
    /// Selected test targets: the ones to run.
    public var testTargets: [String] { targets(in: .tests) }

    /// The owner of selected target `name` as one word: its one owner, its owners joined by spaces when CODEOWNERS
    /// names several, ``noOwner`` when it names none; `nil` when the package has no CODEOWNERS.
    public func owner(of name: String) -> String? {
        guard let owners else { return nil }
        let named = owners[name] ?? []
        return named.isEmpty ? Self.noOwner : named.joined(separator: " ")
    }

    /// The owners of the selected targets (as ``owner(of:)`` names them), sorted, ``noOwner`` last.
    public var owningTeams: [String] {
        Set(targets.map { owner(of: $0) ?? Self.noOwner }).sorted { ($0 == Self.noOwner ? 1 : 0, $0) < ($1 == Self.noOwner ? 1 : 0, $1) }
    }

    /// The selected targets `team` owns (``owningTeams`` names it), test targets aside, sorted.
    public func targets(ownedBy team: String) -> [String] {
        let tests = Set(testTargets)
        return targets.filter { !tests.contains($0) && (owner(of: $0) ?? Self.noOwner) == team }
    }

    /// The selected test targets `team` owns, sorted.
    public func testTargets(ownedBy team: String) -> [String] {
        testTargets.filter { (owner(of: $0) ?? Self.noOwner) == team }
    }

    /// Whether the change affects no target.
    public var isEmpty: Bool { groups.values.allSatisfy(\.isEmpty) }
}

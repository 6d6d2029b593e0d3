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
    private let groups: [AffectedGroup: [String]]

    /// A result selecting `groups`' targets, each with its chain.
    public init(
        base: ChangeBase, changedFiles: [String], outsideTargets: [String], manifestChange: ManifestChange?,
        changedTargets: [String], everything: Bool, groups: [AffectedGroup: [String]], chains: [String: AffectedChain]
    ) {
        self.base = base
        self.changedFiles = changedFiles.sorted()
        self.outsideTargets = outsideTargets.sorted()
        self.manifestChange = manifestChange
        self.changedTargets = changedTargets.sorted()
        self.everything = everything
        self.groups = groups.mapValues { $0.sorted() }
        self.chains = chains
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

    /// Whether the change affects no target.
    public var isEmpty: Bool { groups.values.allSatisfy(\.isEmpty) }
}

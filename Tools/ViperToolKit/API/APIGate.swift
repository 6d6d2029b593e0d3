/// Compares the public API of a package's library targets at a base and now, and decides whether the
/// change may land: every breaking change must be acknowledged by the change itself (see
/// ``APIAcknowledgements``). Reads neither git nor the disk; ``result(forPackageAt:base:mainBranch:)``
/// does.
///
/// The targets compared are those other modules import: Interfaces, features (whose public face is
/// their builder), Testing kits, ViperKit and its test support, Domain, the fakes, the live services
/// and the shell's libraries; not the App, tests, tools or benchmarks.
public struct APIGate: Sendable {
    /// The package now.
    public let graph: PackageGraph
    /// The package at the base (its targets' folders may differ).
    public let baseGraph: PackageGraph
    /// The package's CODEOWNERS, if it has one: where the teams to ask come from.
    public let codeOwners: CodeOwners?
    private let classifier = TargetClassifier()

    /// A gate over the package now (`graph`) and at the base (`baseGraph`), asking owners from `codeOwners`.
    public init(graph: PackageGraph, baseGraph: PackageGraph, codeOwners: CodeOwners? = nil) {
        self.graph = graph
        self.baseGraph = baseGraph
        self.codeOwners = codeOwners
    }

    /// Whether `target`'s public API is compared.
    public func comparesAPI(of target: PackageTarget) -> Bool {
        switch classifier.role(of: target) {
        case .app, .tooling, .benchmark, .test, .other: false
        default: true
        }
    }

    /// The changes from the APIs in `before` (by target, read at `base`) to those in `after` (now): a
    /// target in only one of them was added or removed. `acknowledgements` are those the change added.
    public func result(
        base: ChangeBase, before: [String: APISurface], after: [String: APISurface], acknowledgements: APIAcknowledgements
    ) -> APIGateResult {
        let targets = Set(before.keys).union(after.keys).sorted()
        let comparison = APIComparison()
        var changes: [APIChange] = []
        let dependents = graph.directDependents()
        let baseDependents = baseGraph.directDependents()
        for target in targets {
            for var change in comparison.changes(from: before[target], to: after[target]) {
                if change.severity == .breaking {
                    let reached =
                        graph.target(named: target) != nil
                        ? graph.dependentClosure(of: target, dependents: dependents)
                        : baseGraph.dependentClosure(of: target, dependents: baseDependents)
                    change.dependents = reached
                    change.owners = owners(of: reached)
                    change.acknowledgement = acknowledgements.reasons[change.symbol]
                }
                changes.append(change)
            }
        }
        let named = Set(changes.filter { $0.severity == .breaking }.map(\.symbol))
        return APIGateResult(
            base: base.description, targetsRead: targets, changes: changes, acknowledgementProblems: acknowledgements.problems,
            unusedAcknowledgements: acknowledgements.reasons.keys.filter { !named.contains($0) }.sorted())
    }

    /// The owners of `targets`' folders (now, or at the base for a target that is gone), sorted.
    private func owners(of targets: [String]) -> [String] {
        guard let codeOwners else { return [] }
        let folders = targets.compactMap { (graph.target(named: $0) ?? baseGraph.target(named: $0))?.path }
        return Array(Set(folders.flatMap(codeOwners.owners(ofFolder:)))).sorted()
    }
}

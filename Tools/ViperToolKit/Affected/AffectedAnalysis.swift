/// Decides what a change affects, from the package graph, the changed files and what the manifest's edit changed;
/// reads neither git nor the disk.
///
/// Each file belongs to the target whose folder holds it (the longest matching `path`); `Package.swift` counts by
/// the declarations it changes (``ManifestChange``), `Package.resolved` affects everything, and every other file no
/// target owns is listed as outside every target. The selection is every changed target and every target that
/// depends on one, directly or not. With the package's CODEOWNERS, each selected target is given the owners of the
/// last line matching its folder (as `viper check`'s `ownership` rule reads it).
public struct AffectedAnalysis: Sendable {
    /// The manifest, as the file that is judged by its declarations.
    public static let manifestPath = "Package.swift"
    /// The pinned versions of third-party packages.
    public static let pinsPath = "Package.resolved"

    /// The package now.
    public let graph: PackageGraph
    /// The package's CODEOWNERS, if it has one: where the selected targets' owners come from.
    public let codeOwners: CodeOwners?
    private let classifier = TargetClassifier()
    /// Each target's folder split into components, longest first.
    private let folders: [(parts: [Substring], target: PackageTarget)]

    /// An analysis over `graph`, the package as it is now, whose targets' owners are read from `codeOwners`.
    public init(graph: PackageGraph, codeOwners: CodeOwners? = nil) {
        self.graph = graph
        self.codeOwners = codeOwners
        folders = graph.targets
            .map { (parts: Self.components($0.path), target: $0) }
            .sorted { $0.parts.count > $1.parts.count }
    }

    /// The target whose folder holds `file` (relative to the package's folder), the most deeply nested one if several do.
    public func owner(of file: String) -> PackageTarget? {
        let parts = Self.components(file)
        return folders.first { folder in
            folder.parts.count < parts.count && Array(parts.prefix(folder.parts.count)) == folder.parts
        }?.target
    }

    /// What changing `changedFiles` (relative to the package's folder) since `base` affects, where the edit of
    /// Package.swift, if any, made `manifestChange`.
    public func result(base: ChangeBase, changedFiles: [String], manifestChange: ManifestChange = .none) -> AffectedResult {
        let files = Array(Set(changedFiles)).sorted()
        let manifestChanged = files.contains(Self.manifestPath)
        let pinsChanged = files.contains(Self.pinsPath)
        var reasons: [String: AffectedReason] = [:]
        var outside: [String] = []
        func add(_ reason: AffectedReason, to name: String) {
            if let current = reasons[name], current <= reason { return }
            reasons[name] = reason
        }
        for file in files where file != Self.manifestPath && file != Self.pinsPath {
            if let target = owner(of: file) { add(.file(file), to: target.name) } else { outside.append(file) }
        }
        for name in manifestChange.newTargets where graph.target(named: name) != nil { add(.newTarget, to: name) }
        for name in manifestChange.redeclaredTargets where graph.target(named: name) != nil { add(.declarationChanged, to: name) }
        let everything = manifestChange.packageChanged || pinsChanged
        if everything {
            let reason: AffectedReason = manifestChange.packageChanged ? .packageChanged : .pinsChanged
            for target in graph.targets { add(reason, to: target.name) }
        }
        let chains = Self.shortestChains(from: reasons, dependents: graph.directDependents())
        var groups: [AffectedGroup: [String]] = [:]
        for target in graph.targets where chains[target.name] != nil {
            groups[AffectedGroup(role: classifier.role(of: target)), default: []].append(target.name)
        }
        let owners = codeOwners.map { codeOwners in
            Dictionary(
                uniqueKeysWithValues: graph.targets.filter { chains[$0.name] != nil }.map { ($0.name, codeOwners.owners(ofFolder: $0.path)) })
        }
        return AffectedResult(
            base: base, changedFiles: files, outsideTargets: outside,
            manifestChange: manifestChanged || manifestChange != .none ? manifestChange : nil,
            changedTargets: Array(reasons.keys), everything: everything, groups: groups, chains: chains, owners: owners
        )
    }

    /// A breadth-first walk up the dependents from every changed target at once, so each target is reached once, by a
    /// shortest chain; ties go to the alphabetically first changed target and dependent.
    private static func shortestChains(
        from reasons: [String: AffectedReason], dependents: [String: [String]]
    ) -> [String: AffectedChain] {
        var chains: [String: AffectedChain] = [:]
        var queue: [String] = []
        for (name, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            chains[name] = AffectedChain(targets: [name], reason: reason)
            queue.append(name)
        }
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            guard let chain = chains[name] else { continue }
            for dependent in (dependents[name] ?? []).sorted() where chains[dependent] == nil {
                chains[dependent] = AffectedChain(targets: [dependent] + chain.targets, reason: chain.reason)
                queue.append(dependent)
            }
        }
        return chains
    }

    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}

/// What an edit of `Package.swift` changes: judged by the declarations it produces, not by its text, so a comment
/// or a reordering changes nothing.
public struct ManifestChange: Sendable, Hashable {
    /// Targets the current manifest declares and the base did not, sorted.
    public let newTargets: [String]
    /// Targets both declare, differently (dependencies, path, settings, resources…), sorted.
    public let redeclaredTargets: [String]
    /// Targets the base declared and the current manifest does not, sorted (their dependents are redeclared).
    public let removedTargets: [String]
    /// Whether the package-level declaration changed (third-party packages and versions, platforms, tools version):
    /// that affects every target.
    public let packageChanged: Bool

    /// No change.
    public static let none = ManifestChange(newTargets: [], redeclaredTargets: [], removedTargets: [], packageChanged: false)

    /// A change described target by target.
    public init(newTargets: [String], redeclaredTargets: [String], removedTargets: [String] = [], packageChanged: Bool) {
        self.newTargets = newTargets.sorted()
        self.redeclaredTargets = redeclaredTargets.sorted()
        self.removedTargets = removedTargets.sorted()
        self.packageChanged = packageChanged
    }

    /// The change from the graph of the `base` manifest (`nil` when there was none: every target is new) to the
    /// `current` one. Compare graphs read in different folders only after
    /// ``PackageGraph/relativizingPaths(to:)``; the package's own location is never part of a declaration.
    public init(base: PackageGraph?, current: PackageGraph) {
        guard let base else {
            self.init(newTargets: current.targets.map(\.name), redeclaredTargets: [], packageChanged: false)
            return
        }
        var new: [String] = []
        var redeclared: [String] = []
        for target in current.targets {
            guard let old = base.target(named: target.name) else {
                new.append(target.name)
                continue
            }
            if old.declaration != target.declaration { redeclared.append(target.name) }
        }
        let removed = base.targets.map(\.name).filter { current.target(named: $0) == nil }
        self.init(
            newTargets: new, redeclaredTargets: redeclared, removedTargets: removed,
            packageChanged: base.declaration != current.declaration
        )
    }

    /// New and redeclared targets, sorted: the targets the manifest itself changed.
    public var changedTargets: [String] { (newTargets + redeclaredTargets).sorted() }

    /// Whether the edit changed nothing that builds differently.
    public var isEmpty: Bool { changedTargets.isEmpty && removedTargets.isEmpty && !packageChanged }
}

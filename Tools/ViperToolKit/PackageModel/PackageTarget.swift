/// A target of the package, as declared in its manifest.
public struct PackageTarget: Sendable, Hashable {
    /// The target's name (also its module's name).
    public let name: String
    /// What SwiftPM builds from it.
    public let kind: PackageTargetKind
    /// Its folder relative to the package root (the declared `path`, or SwiftPM's default).
    public let path: String
    /// Its dependencies, in declaration order.
    public let dependencies: [TargetDependency]
    /// Its whole declaration as `dump-package` prints it (dependencies, path, settings, resources…), with
    /// sorted keys: two manifests declare the target alike exactly when these are equal.
    public let declaration: String

    /// Creates a target; a `nil` path becomes SwiftPM's default (`Sources/<name>`, `Tests/<name>`…).
    public init(
        name: String, kind: PackageTargetKind, path: String? = nil, dependencies: [TargetDependency] = [], declaration: String = ""
    ) {
        self.name = name
        self.kind = kind
        self.path = path ?? "\(kind.defaultFolder)/\(name)"
        self.dependencies = dependencies
        self.declaration = declaration
    }

    /// The names of the package's own targets this one depends on (not third-party products).
    func localDependencies(in graph: PackageGraph) -> [String] {
        dependencies.filter { !$0.isProduct && graph.target(named: $0.name) != nil }.map(\.name)
    }
}

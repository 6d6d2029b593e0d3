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

    /// Creates a target; a `nil` path becomes SwiftPM's default (`Sources/<name>`, `Tests/<name>`…).
    public init(name: String, kind: PackageTargetKind, path: String? = nil, dependencies: [TargetDependency] = []) {
        self.name = name
        self.kind = kind
        self.path = path ?? "\(kind.defaultFolder)/\(name)"
        self.dependencies = dependencies
    }
}

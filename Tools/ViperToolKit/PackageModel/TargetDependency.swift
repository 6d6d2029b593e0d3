/// One entry of a target's `dependencies:` list.
public struct TargetDependency: Sendable, Hashable {
    /// The target's or product's name.
    public let name: String
    /// The package a product comes from; `nil` for targets of this package (and bare names).
    public let package: String?

    /// Creates a dependency on `name`, a product of `package` when that is given.
    public init(name: String, package: String? = nil) {
        self.name = name
        self.package = package
    }

    /// Whether this names a product of another package (a third-party module).
    public var isProduct: Bool { package != nil }
}

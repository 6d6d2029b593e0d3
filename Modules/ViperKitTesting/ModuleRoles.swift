import ViperKit

/// The four role objects a ``Module`` records, so a builder test can check their types and that
/// they are four distinct objects.
@MainActor
public struct ModuleRoles {
    /// The role objects by role name (`view`, `presenter`, `interactor`, `router`), while alive.
    public let objects: [String: AnyObject]

    /// Reads the roles of `module`.
    public init(_ module: Module) {
        objects = module.parts.liveObjects
    }

    /// `true` when the four roles are alive and are four different objects.
    public var areFourDistinctObjects: Bool {
        objects.count == 4 && Set(objects.values.map(ObjectIdentifier.init)).count == 4
    }
}

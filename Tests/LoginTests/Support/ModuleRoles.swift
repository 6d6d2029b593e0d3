import ViperKit

/// The four role objects a ``Module`` records, read from its ``ModuleParts`` so a builder test can
/// check their types and that they are four distinct objects.
@MainActor
struct ModuleRoles {
    /// The role objects by role name (`view`, `presenter`, `interactor`, `router`), while alive.
    let objects: [String: AnyObject]

    init(_ module: Module) {
        var objects: [String: AnyObject] = [:]
        guard let roles = Mirror(reflecting: module.parts).children.first(where: { $0.label == "roles" })?.value else {
            self.objects = [:]
            return
        }
        for entry in Mirror(reflecting: roles).children {
            let fields = Mirror(reflecting: entry.value).children
            guard let role = fields.first(where: { $0.label == "role" })?.value as? String,
                  let reference = fields.first(where: { $0.label == "reference" })?.value,
                  let object = Mirror(reflecting: reference).children.first(where: { $0.label == "object" })?.value,
                  let alive = Mirror(reflecting: object).children.first?.value  // an Optional's one child, if not nil
            else { continue }
            objects[role] = alive as AnyObject
        }
        self.objects = objects
    }

    /// `true` when the four roles are alive and are four different objects.
    var areFourDistinctObjects: Bool {
        objects.count == 4 && Set(objects.values.map(ObjectIdentifier.init)).count == 4
    }
}

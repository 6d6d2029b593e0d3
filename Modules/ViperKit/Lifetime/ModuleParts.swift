/// Weak references to a module's view, presenter, interactor and router, so that a leak check can
/// tell which of them outlived the module's dismissal.
@MainActor
public struct ModuleParts {
    /// The module's name, for reports.
    public let name: String
    private let roles: [(role: String, reference: WeakReference)]

    /// Records the four roles of module `name`.
    public init(name: String, view: AnyObject, presenter: AnyObject, interactor: AnyObject, router: AnyObject) {
        self.name = name
        self.roles = [
            ("view", WeakReference(view)),
            ("presenter", WeakReference(presenter)),
            ("interactor", WeakReference(interactor)),
            ("router", WeakReference(router)),
        ]
    }

    /// The roles still alive, in the order view, presenter, interactor, router.
    public var liveRoles: [String] {
        roles.filter { $0.reference.object != nil }.map(\.role)
    }

    /// The role objects still alive, by role name (`view`, `presenter`, `interactor`, `router`),
    /// so a builder test can check what it wired.
    public var liveObjects: [String: AnyObject] {
        var objects: [String: AnyObject] = [:]
        for (role, reference) in roles {
            if let object = reference.object { objects[role] = object }
        }
        return objects
    }

    /// `true` once all four roles are released. Asked of every closed module until it is, so it
    /// builds no list.
    public var isReleased: Bool { roles.allSatisfy { $0.reference.object == nil } }
}

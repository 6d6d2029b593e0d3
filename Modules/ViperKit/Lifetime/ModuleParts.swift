/// Weak references to a module's view, presenter, interactor and router, so that a leak check can
/// tell which of them outlived the module's dismissal.
@MainActor
public struct ModuleParts {
    /// The module's name, for reports.
    public let name: String
    // Four fields, not a list: every closed module is watched, and a list would cost an
    // allocation per module and a copy of it per check.
    private let view: WeakReference
    private let presenter: WeakReference
    private let interactor: WeakReference
    private let router: WeakReference

    /// Records the four roles of module `name`.
    public init(name: String, view: AnyObject, presenter: AnyObject, interactor: AnyObject, router: AnyObject) {
        self.name = name
        self.view = WeakReference(view)
        self.presenter = WeakReference(presenter)
        self.interactor = WeakReference(interactor)
        self.router = WeakReference(router)
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

    /// `true` once all four roles are released.
    public var isReleased: Bool {
        view.object == nil && presenter.object == nil && interactor.object == nil && router.object == nil
    }

    /// The four roles by name, in the order view, presenter, interactor, router.
    private var roles: [(role: String, reference: WeakReference)] {
        [("view", view), ("presenter", presenter), ("interactor", interactor), ("router", router)]
    }
}

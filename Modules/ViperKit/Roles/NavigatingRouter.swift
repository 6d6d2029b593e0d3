/// A router that navigates from its module's view: it pushes and presents through
/// ``ModuleView/navigator``. ``Module/wired(name:route:view:presenter:interactor:router:activity:)``
/// sets ``view`` when the builder assembles the module, so a router that starts navigating needs
/// only this conformance, not a line in its builder.
///
/// A router that only tells its module's delegate what happened does not conform.
@MainActor
public protocol NavigatingRouter: AnyObject {
    /// The module's view, held weakly (the view owns the module).
    var view: ModuleView? { get set }
}
